/**
 * Password checks with bcrypt (bcryptjs, cost 10 as hasura-auth). An unknown e-mail, or a user without a password,
 * is checked against a hash made at start with the same cost, so a sign-in takes as long for an e-mail that does
 * not exist as for a wrong password and the timing tells nothing about which accounts exist.
 */
import bcrypt from 'bcryptjs';

export const BCRYPT_COST = 10;

export class Passwords {
  private readonly decoy = bcrypt.hashSync('not a password of anyone', BCRYPT_COST);

  /** True when `password` matches `hash`; a null hash is compared with the decoy and always fails. */
  async verify(password: string, hash: string | null): Promise<boolean> {
    const matches = await bcrypt.compare(password, hash ?? this.decoy);
    return hash !== null && matches;
  }

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, BCRYPT_COST);
  }
}
