/** One sample of Prometheus's text format: `name{label="value",...} number`. */
export type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a `/metrics` answer (comments left out). */
export function samplesOf(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    return [{ name: match[1], labels, value: Number(match[3]) }];
  });
}

/** The value of the sample named `name` whose labels include `labels`, or undefined when there is none. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}
