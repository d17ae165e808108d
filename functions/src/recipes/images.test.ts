import { describe, expect, it } from 'vitest';
import { IMAGE_DELETION, removeImages } from './images';

describe('removeImages (000 §4: 3 at a time with a pause)', () => {
  it('never has more than 3 deletions in flight and deletes every image', async () => {
    let inFlight = 0;
    let most = 0;
    const deleted: string[] = [];
    const host = {
      async delete(publicId: string) {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        deleted.push(publicId);
        inFlight -= 1;
      },
    };
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(await removeImages(host, ids)).toBe(7);
    expect(most).toBe(IMAGE_DELETION.concurrency);
    expect([...deleted].sort()).toEqual(ids);
  });

  it('goes on after a failure and counts only what the host confirmed', async () => {
    const host = {
      async delete(publicId: string) {
        if (publicId === 'bad') throw new Error('host down');
      },
    };
    expect(await removeImages(host, ['a', 'bad', 'c', 'd'])).toBe(3);
    expect(await removeImages(host, [])).toBe(0);
  });
});
