import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A self-signed certificate for 127.0.0.1 and localhost, made with node:crypto alone (an X.509 v3
 * certificate is a little DER): for HTTPS servers that tests start and trust through an agent's `ca`.
 */

const der = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const n = body.length;
  const length =
    n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
};
const seq = (...parts: Buffer[]) => der(0x30, ...parts);
const set = (...parts: Buffer[]) => der(0x31, ...parts);
const int = (bytes: Buffer) => der(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const oid = (dotted: string) => {
  const [a, b, ...rest] = dotted.split('.').map(Number) as [number, number, ...number[]];
  const bytes = [40 * a + b];
  for (const n of rest) {
    const chunk = [n & 0x7f];
    for (let v = n >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
};
const utf8 = (text: string) => der(0x0c, Buffer.from(text, 'utf8'));
const utcTime = (d: Date) =>
  der(0x17, Buffer.from(d.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z', 'ascii'));
const bitString = (bytes: Buffer) => der(0x03, Buffer.from([0]), bytes);
const explicit = (n: number, inner: Buffer) => der(0xa0 + n, inner);

const ECDSA_SHA256 = seq(oid('1.2.840.10045.4.3.2'));

export function selfSignedCertificate(commonName = 'localhost'): { cert: string; key: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const name = seq(set(seq(oid('2.5.4.3'), utf8(commonName))));
  const now = Date.now();
  const subjectAltName = seq(
    der(0x82, Buffer.from('localhost', 'ascii')), // dNSName
    der(0x87, Buffer.from([127, 0, 0, 1])), // iPAddress
  );
  const tbs = seq(
    explicit(0, int(Buffer.from([2]))), // v3
    int(randomBytes(8)),
    ECDSA_SHA256,
    name,
    seq(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 24 * 3_600_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, seq(seq(oid('2.5.29.17'), der(0x04, subjectAltName)))),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = seq(tbs, ECDSA_SHA256, bitString(signature));
  const pem = certificate
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n');
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${pem}\n-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}
