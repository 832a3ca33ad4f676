#!/usr/bin/env python3
"""The web server's load client for `make bench` (web/100 sessions): opens N sessions on loopback at
once, then every session presses keys (a letter, then Backspace, in turn) at a person's pace
(INTERVAL-MS apart, give or take a third; the sessions staggered over one interval) and waits for
the frame each key brings, timing key to frame. Prints JSON: p50_us, p99_us, keys, sessions.

Paced keys are what the rule is about: 100 people typing. With no pause, 100 sessions pressing keys
back to back measure the server's throughput instead (each key queues behind the 99 others)."""

import argparse
import asyncio
import json
import random
import statistics
import time

import websockets


async def session(port, keys, interval, offset, ready, start, latencies):
    url = f"ws://127.0.0.1:{port}/session?cols=80&rows=24"
    async with websockets.connect(url, max_size=1 << 22, compression=None) as socket:
        await socket.recv()  # the first frame
        ready.release()
        await start.wait()
        await asyncio.sleep(offset)
        for index in range(keys):
            message = json.dumps({"t": "a"} if index % 2 == 0 else {"k": "Backspace", "m": 0})
            sent = time.perf_counter()
            await socket.send(message)
            await socket.recv()
            latencies.append((time.perf_counter() - sent) * 1e6)
            await asyncio.sleep(interval * random.uniform(2 / 3, 4 / 3))


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--keys", type=int, default=40)
    parser.add_argument("--interval-ms", type=float, default=300)
    args = parser.parse_args()
    ready = asyncio.Semaphore(0)
    start = asyncio.Event()
    latencies = []
    interval = args.interval_ms / 1000
    tasks = [asyncio.create_task(session(args.port, args.keys, interval, index * interval / args.sessions,
                                         ready, start, latencies))
             for index in range(args.sessions)]
    for _ in range(args.sessions):
        await asyncio.wait_for(ready.acquire(), timeout=120)
    start.set()
    await asyncio.gather(*tasks)
    latencies.sort()
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
    print(json.dumps({"p50_us": statistics.median(latencies), "p99_us": p99,
                      "keys": len(latencies), "sessions": args.sessions}))


asyncio.run(main())
