import type { BlockPriceTableFragment } from '@/schema/generated/graphql';
import { ActionButton, buttonFields, buttonOf } from '@/components/action-button';
import { present } from '@/lib/format/present';
import { textList } from '@/lib/cms/text-list';
import { BlockSection } from '../section';
import styles from './price-table.module.css';
import { useEditable } from '@/components/preview/editable-block';
import { itemEditor } from '@/lib/visual-editing/edit-attr';

const PLANS = 'block_price_table_items';

/** Editions side by side: name, price, what it includes and a button; one may be highlighted. */
export default function PriceTable({ block }: { block: BlockPriceTableFragment }) {
  const edit = useEditable();
  const editItem = itemEditor(edit, PLANS);
  const plans = present(block.items).filter((p) => p.name);
  if (plans.length === 0) return null;
  return (
    <BlockSection title={block.title} text={block.text} classes={{ text: styles.text }}>
      <ul className={styles.plans} data-count={plans.length}>
        {plans.map((plan) => (
          <li key={plan.id} className={`${styles.plan} ${plan.highlighted ? styles.highlighted : ''}`}>
            <h3 className={styles.name} {...editItem(plan.id, 'name')}>
              {plan.name}
            </h3>
            {plan.highlighted && (
              <p className={styles.badge} {...editItem(plan.id, 'highlighted')}>
                Рекомендуем
              </p>
            )}
            {plan.price && (
              <p className={styles.price} {...editItem(plan.id, ['price', 'period'])}>
                <span className={styles.amount}>{plan.price}</span>
                {plan.period && <span className={styles.period}> {plan.period}</span>}
              </p>
            )}
            {plan.description && (
              <p className={styles.description} {...editItem(plan.id, 'description')}>
                {plan.description}
              </p>
            )}
            {textList(plan.features).length > 0 && (
              <ul className={styles.features} aria-label={`Что входит в «${plan.name}»`} {...editItem(plan.id, 'features')}>
                {/* Keyed by position: the same feature may be listed twice. */}
                {textList(plan.features).map((feature, index) => (
                  <li key={index}>{feature}</li>
                ))}
              </ul>
            )}
            <div className={styles.action}>
              <ActionButton
                {...buttonOf(plan, 'button')}
                variant={plan.highlighted ? 'accent' : 'secondary'}
                edit={editItem(plan.id, buttonFields('button'))}
              />
            </div>
          </li>
        ))}
      </ul>
      {block.caption && (
        <p className={styles.caption} {...edit('caption')}>
          {block.caption}
        </p>
      )}
    </BlockSection>
  );
}
