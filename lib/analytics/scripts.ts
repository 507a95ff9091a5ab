// The counter snippets for the ids set in the CMS globals. An id in an unexpected shape is dropped
// (it is pasted into a script), and an empty one loads nothing.
export type AnalyticsIds = { metrika_id?: string | null; vk_pixel_id?: string | null; gtm_id?: string | null };

export type CounterScript = { id: string; src?: string; inline?: string };

export function counterScripts(ids: AnalyticsIds): CounterScript[] {
  const scripts: CounterScript[] = [];
  const metrika = ids.metrika_id?.trim();
  if (metrika && /^\d{1,12}$/.test(metrika)) {
    scripts.push({
      id: 'metrika',
      inline: `(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");window.__metrikaId=${metrika};ym(${metrika},"init",{clickmap:true,trackLinks:true,accurateTrackBounce:true,webvisor:false});`,
    });
  }
  const vk = ids.vk_pixel_id?.trim();
  if (vk && /^[A-Za-z0-9-]{1,64}$/.test(vk)) {
    scripts.push({
      id: 'vk-pixel',
      inline: `!function(){var t=document.createElement("script");t.async=!0,t.src="https://vk.com/js/api/openapi.js?169",t.onload=function(){VK.Retargeting.Init("${vk}"),VK.Retargeting.Hit()},document.head.appendChild(t)}();`,
    });
  }
  const gtm = ids.gtm_id?.trim();
  if (gtm && /^GTM-[A-Z0-9]{1,16}$/.test(gtm)) {
    scripts.push(
      { id: 'gtm-init', inline: `window.dataLayer=window.dataLayer||[];window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});` },
      { id: 'gtm', src: `https://www.googletagmanager.com/gtm.js?id=${gtm}` },
    );
  }
  return scripts;
}
