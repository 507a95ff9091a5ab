/** @jest-environment node */
import { clientAddress, DEFAULT_TRUSTED_PROXIES, trustedProxies } from './client-address';

const loopback = trustedProxies(DEFAULT_TRUSTED_PROXIES);

describe('client address behind proxies', () => {
  it('takes the rightmost hop that is not a trusted proxy, whatever the client wrote to its left', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.5', loopback)).toBe('203.0.113.5');
    expect(clientAddress('127.0.0.1', '1.1.1.1, 2.2.2.2, 203.0.113.5', loopback)).toBe('203.0.113.5');
    expect(clientAddress('::ffff:127.0.0.1', ['9.9.9.9', '203.0.113.5'], loopback)).toBe('203.0.113.5');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.5', loopback)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:198.51.100.7', undefined, loopback)).toBe('198.51.100.7');
  });

  it('skips every trusted hop of a chain (a CDN in front of a load balancer), given as CIDR ranges', () => {
    const trusted = trustedProxies('10.0.0.0/8, 173.245.48.0/20, 2400:cb00::/32');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.5, 173.245.48.10, 10.1.2.3', trusted)).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.2', '2001:db8::1, 2400:cb00::7', trusted)).toBe('2001:db8::1');
    expect(clientAddress('10.0.0.2', '203.0.113.5:61234, 10.1.2.3', trusted)).toBe('203.0.113.5');
  });

  it('uses the leftmost hop when every hop is a trusted proxy, and the peer without a header', () => {
    expect(clientAddress('127.0.0.1', '127.0.0.2', loopback)).toBe('127.0.0.2');
    expect(clientAddress('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
  });

  it('refuses a list entry that is not an address or range', () => {
    expect(() => trustedProxies('10.0.0.0/8, nginx')).toThrow('"nginx" is not an IP address or CIDR range');
    expect(() => trustedProxies('10.0.0.0/33')).toThrow('TRUSTED_PROXIES');
  });
});
