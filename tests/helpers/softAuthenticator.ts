/**
 * A software passkey authenticator for the server's tests: it answers the options of `/signup/webauthn`,
 * `/user/webauthn/add` and `/signin/webauthn` as a browser with a platform authenticator would (ES256 keys,
 * attestation "none", user verified), so the ceremonies run without a browser. The browser walks use Chromium's own
 * virtual authenticator instead.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

interface StoredCredential {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

/** WebAuthn's flags: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export class SoftAuthenticator {
  readonly credentials: StoredCredential[] = [];

  /** `origin` is the page the browser would be on; `verified` false models an authenticator without a PIN. */
  constructor(private readonly origin: string, private readonly verified = true) {}

  private authenticatorData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags | (this.verified ? UV : 0)]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(new Map<number, number | Uint8Array>([
      [1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x ?? '', 'base64url')], [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]));
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey]);
    const authData = this.authenticatorData(rpId, UP | AT, 0, attested);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
    this.credentials.push({ id: b64url(id), privateKey, userHandle: options.user.id, rpId, counter: 0 });
    return {
      id: b64url(id), rawId: b64url(id), type: 'public-key', clientExtensionResults: {}, authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject), transports: ['internal'],
      },
    };
  }

  /** An assertion with the first credential `options` allows (any, for a discoverable request), or with `pick`. */
  authenticate(options: PublicKeyCredentialRequestOptionsJSON, pick?: StoredCredential): AuthenticationResponseJSON {
    const allowed = (options.allowCredentials ?? []).map((c) => c.id);
    const credential = pick ?? this.credentials.find((c) => allowed.length === 0 || allowed.includes(c.id));
    if (!credential) throw new Error('no credential for these options');
    credential.counter += 1;
    const authData = this.authenticatorData(options.rpId ?? credential.rpId, UP, credential.counter);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), credential.privateKey);
    return {
      id: credential.id, rawId: credential.id, type: 'public-key', clientExtensionResults: {}, authenticatorAttachment: 'platform',
      response: {
        authenticatorData: b64url(authData), clientDataJSON: b64url(clientData), signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
