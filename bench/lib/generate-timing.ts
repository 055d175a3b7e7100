export interface GenerateTiming {
  firstMs: number;
  created: number;
  secondMs: number;
  createdAgain: number;
}

async function generate(url: string, token: string, body: object) {
  const started = performance.now();
  const response = await fetch(`${url}/api/v1/rents/generate-monthly`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: { created: number }; error?: string };
  if (!json.data) throw new Error(`generate-monthly failed: ${json.error}`);
  return { ms: performance.now() - started, created: json.data.created };
}

/** Times generate-monthly for a month nobody has rents for yet, then the idempotent re-run. */
export async function measureGenerateMonthly(
  url: string,
  token: string,
  month = { month: 6, year: 2099 },
): Promise<GenerateTiming> {
  const first = await generate(url, token, month);
  const second = await generate(url, token, month);
  return {
    firstMs: first.ms,
    created: first.created,
    secondMs: second.ms,
    createdAgain: second.created,
  };
}
