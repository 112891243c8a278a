import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 16384;
export function hashPassword(password: string, salt = randomBytes(16).toString('base64url')): string {
    return `scrypt$${salt}$${scryptSync(password, salt, 32, { N }).toString('base64url')}`;
}
export function verifyPassword(password: string, stored: string): boolean {
    const [, salt, hash] = stored.split('$');
    if (!salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64url');
    const actual = scryptSync(password, salt, 32, { N });
    return expected.length === actual.length && timingSafeEqual(expected, actual);
}
export const newSecret = () => randomBytes(32).toString('base64url');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
