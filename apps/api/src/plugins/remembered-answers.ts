import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache, type AnswerEncoding, type RememberedAnswer } from '../db/answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    answers: AnswerCache;
  }
  interface FastifyReply {
    /** Sends a remembered answer as JSON, compressed as the client accepts, made once. */
    sendRemembered(answer: RememberedAnswer<unknown>): FastifyReply;
  }
}

/**
 * Remembered answers (lists, dashboard figures) for `app.answers`, and the reply method that
 * sends one already written and compressed. In tests each one is still checked against its
 * route's response schema, as every other answer is.
 */
export const rememberedAnswers = fp(
  async (app: FastifyInstance, options: { checkAgainstSchema: boolean }) => {
    app.decorate('answers', new AnswerCache(app.changeStamps));
    const encodings = new Negotiator<AnswerEncoding>({ supportedValues: ['br', 'gzip'] });

    app.decorateReply('sendRemembered', function (this: FastifyReply, answer) {
      if (options.checkAgainstSchema) {
        const problem = this.answerProblem(answer.body);
        if (problem) throw new Error(`The answer does not match its schema: ${problem}`);
      }
      const accepted = this.request.headers['accept-encoding'];
      const { data, encoding } = answer.payload(accepted ? encodings.negotiate(accepted) : null);
      const vary = this.getHeader('vary');
      this.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      this.type('application/json; charset=utf-8');
      if (encoding) this.header('content-encoding', encoding);
      return this.send(data);
    });
  },
  { name: 'remembered-answers' },
);
