import { describe, expect, it } from 'vitest';
import { buildFixtureLines, encodeFixture } from './fixtures/ecdFixture.ts';
import { chunksOf, collect } from './fixtures/parseHelpers.ts';

const bytes = encodeFixture(buildFixtureLines());
const whole = await collect([bytes]);

/** The same chunks, handed over by an async generator as a stream would. */
async function* streamed(chunks: Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const chunk of chunks) {
    await Promise.resolve();
    yield chunk;
  }
}

describe('parseEcd across chunk boundaries', () => {
  it('yields the same records from 1-byte chunks as from one chunk', async () => {
    expect(await collect(chunksOf(bytes, 1))).toEqual(whole);
  });

  it('yields the same records from 7-byte chunks', async () => {
    expect(await collect(chunksOf(bytes, 7))).toEqual(whole);
  });

  it('yields the same records from an async stream of odd-sized chunks', async () => {
    expect(await collect(streamed(chunksOf(bytes, 1021)))).toEqual(whole);
  });

  it('stops pulling chunks at 9999: the signature after it is never read', async () => {
    const signatureStart = encodeFixture(buildFixtureLines(), false).length;
    const chunks = chunksOf(bytes, 64);
    let pulled = 0;
    function* counting(): Generator<Uint8Array> {
      for (const chunk of chunks) {
        pulled += 1;
        yield chunk;
      }
    }
    await collect(counting());
    expect(pulled).toBe(Math.ceil(signatureStart / 64));
  });
});
