import { AnswerTooLargeError, readBoundedJson } from './boundedNodeAnswer';

/** A chunked answer (no Content-Length) that could go on for `chunks` 64 KiB chunks. */
function streamedAnswer(chunks: number) {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x20); // spaces: valid JSON padding
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === 0) controller.enqueue(new TextEncoder().encode('{"result":1}'));
      if (pulled >= chunks) controller.close();
      else controller.enqueue(chunk);
      pulled++;
    },
  });
  return { response: new Response(body), pulled: () => pulled };
}

describe('readBoundedJson', () => {
  it('stops reading a streamed answer as soon as it passes the cap', async () => {
    const answer = streamedAnswer(1600); // 100 MiB if read whole
    await expect(readBoundedJson(answer.response, 1024 * 1024)).rejects.toBeInstanceOf(
      AnswerTooLargeError,
    );
    expect(answer.pulled()).toBeLessThan(20);
  });

  it('refuses a declared Content-Length over the cap before reading', async () => {
    const response = new Response('{"result":"0x1"}', {
      headers: { 'content-length': '5000000' },
    });
    await expect(readBoundedJson(response, 4096)).rejects.toBeInstanceOf(AnswerTooLargeError);
  });

  it('parses an answer within the cap', async () => {
    const answer = streamedAnswer(2);
    await expect(readBoundedJson(answer.response, 1024 * 1024)).resolves.toEqual({ result: 1 });
  });
});
