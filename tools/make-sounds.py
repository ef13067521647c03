#!/usr/bin/env python3
"""Synthesises the application's sounds into data/sounds/ as 16-bit mono WAVs.

Every sound is made here from noise and sine waves with a fixed seed, so the files are ours
and the same on every run: dice rattling on a table, a musket volley, a close combat's clash.
Run from the repository's root: python3 tools/make-sounds.py
"""

import math
import os
import random
import struct
import wave

RATE = 22050
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "sounds")


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(into, sound, at):
    """Adds `sound` into `into` from `at` seconds, growing it as needed."""
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v


def lowpass(samples, cutoff):
    """One-pole low-pass filter at `cutoff` Hz."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in samples:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(samples, cutoff):
    low = lowpass(samples, cutoff)
    return [x - l for x, l in zip(samples, low)]


def burst(rng, seconds, decay, cutoff, gain):
    """Noise with a sharp attack and an exponential decay, low-passed."""
    n = int(seconds * RATE)
    noise = [rng.uniform(-1.0, 1.0) * math.exp(-i / (decay * RATE)) for i in range(n)]
    return [gain * v for v in lowpass(noise, cutoff)]


def tone(seconds, freq, decay, gain):
    n = int(seconds * RATE)
    return [gain * math.sin(2 * math.pi * freq * i / RATE) * math.exp(-i / (decay * RATE)) for i in range(n)]


def dice(rng):
    # A die rolled on a wooden table: a handful of clicks, closer together and softer as it settles.
    out = silence(0.45)
    at, gap, gain = 0.0, 0.07, 0.9
    for _ in range(7):
        click = highpass(burst(rng, 0.03, 0.004, 6000, gain), 900)
        mix(click, tone(0.03, rng.uniform(1800, 2600), 0.005, 0.25 * gain), 0)
        mix(out, click, at)
        at += gap * rng.uniform(0.7, 1.2)
        gap *= 0.8
        gain *= 0.75
    return out


def fire(rng):
    # A volley: several shots a few milliseconds apart, each a crack and a low boom, then a rolling echo.
    out = silence(1.2)
    for k in range(5):
        at = k * rng.uniform(0.012, 0.03)
        shot = burst(rng, 0.9, 0.12, 2500, 0.5)
        mix(shot, tone(0.6, rng.uniform(55, 75), 0.15, 0.35), 0)
        mix(out, shot, at)
    mix(out, burst(rng, 1.0, 0.35, 500, 0.25), 0.08)
    return out


def combat(rng):
    # Close combat: a drum of feet, shouts of steel on steel, scattered shots.
    out = silence(1.4)
    for k in range(10):
        at = k * 0.11 + rng.uniform(0, 0.03)
        mix(out, tone(0.12, 80, 0.04, 0.3), at)
    for _ in range(6):
        at = rng.uniform(0.1, 1.1)
        ring = [0.0] * int(0.25 * RATE)
        for f in (rng.uniform(2400, 3400), rng.uniform(3800, 5200)):
            mix(ring, tone(0.25, f, 0.06, 0.12), 0)
        mix(ring, highpass(burst(rng, 0.05, 0.008, 8000, 0.4), 1500), 0)
        mix(out, ring, at)
    for _ in range(3):
        mix(out, burst(rng, 0.5, 0.08, 2000, 0.35), rng.uniform(0.2, 1.0))
    return out


def write(name, samples):
    peak = max(abs(v) for v in samples) or 1.0
    scale = 0.8 / peak  # the loudest sample at 80 % of full scale, all three alike
    fade = int(0.01 * RATE)
    for i in range(fade):  # no click at the end
        samples[-1 - i] *= i / fade
    path = os.path.join(OUT, name + ".wav")
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v * scale)) * 32767)) for v in samples))
    print(path)


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, make, seed in (("dice", dice, 1777), ("fire", fire, 1919), ("combat", combat, 1007)):
        write(name, make(random.Random(seed)))


if __name__ == "__main__":
    main()
