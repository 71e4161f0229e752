import type { NextFunction, Request, Response } from 'express';

export type Middleware = (req: Request, res: Response, next: NextFunction) => unknown;

/** One GET from `ip` through an Express middleware, without a server: its status (200 when it passes on). */
export function statusThrough(middleware: Middleware, ip: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = { ip, headers: {}, method: 'GET', originalUrl: '/api/x' } as unknown as Request;
    const res = {
      statusCode: 200,
      headersSent: false,
      writableEnded: false,
      setHeader: () => res,
      removeHeader: () => res,
      status(code: number) {
        this.statusCode = code;
        return this;
      },
      json() {
        resolve(this.statusCode);
        return this;
      },
    };
    void middleware(req, res as unknown as Response, (error?: unknown) => (error ? reject(error) : resolve(200)));
  });
}
