const sampleRate = 22_050;

export interface Partial {
  hz: number;
  gain: number;
  /** Seconds into the sound at which this partial starts. */
  startAt?: number;
}

/** A percussive tone: summed sine partials under an exponential decay, with a short fade-in. */
export function synthesize(options: {
  seconds: number;
  partials: Partial[];
  decay: number;
}): Float32Array {
  const samples = new Float32Array(Math.round(options.seconds * sampleRate));
  const attack = 0.004;
  for (let i = 0; i < samples.length; i += 1) {
    const t = i / sampleRate;
    let value = 0;
    for (const partial of options.partials) {
      const local = t - (partial.startAt ?? 0);
      if (local < 0) continue;
      const envelope = Math.min(1, local / attack) * Math.exp(-options.decay * local);
      value += partial.gain * envelope * Math.sin(2 * Math.PI * partial.hz * local);
    }
    samples[i] = Math.max(-1, Math.min(1, value));
  }
  return samples;
}

/** 16-bit mono PCM WAV, which every browser plays without a codec. */
export function encodeWav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => data.writeInt16LE(Math.round(sample * 32_767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
