#!/usr/bin/env python3
"""The web server's load client for `make bench` (web/100 sessions): opens N sessions on loopback at
once, then every session presses keys (a letter, then Backspace, in turn) and waits for the frame
each key brings, timing key to frame. Prints JSON: p50_us, p99_us, keys, sessions."""

import argparse
import asyncio
import json
import statistics
import time

import websockets


async def session(port, keys, ready, start, latencies):
    url = f"ws://127.0.0.1:{port}/session?cols=80&rows=24"
    async with websockets.connect(url, max_size=1 << 22, compression=None) as socket:
        await socket.recv()  # the first frame
        ready.release()
        await start.wait()
        for index in range(keys):
            message = json.dumps({"t": "a"} if index % 2 == 0 else {"k": "Backspace", "m": 0})
            sent = time.perf_counter()
            await socket.send(message)
            await socket.recv()
            latencies.append((time.perf_counter() - sent) * 1e6)


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--keys", type=int, default=40)
    args = parser.parse_args()
    ready = asyncio.Semaphore(0)
    start = asyncio.Event()
    latencies = []
    tasks = [asyncio.create_task(session(args.port, args.keys, ready, start, latencies))
             for _ in range(args.sessions)]
    for _ in range(args.sessions):
        await asyncio.wait_for(ready.acquire(), timeout=120)
    start.set()
    await asyncio.gather(*tasks)
    latencies.sort()
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
    print(json.dumps({"p50_us": statistics.median(latencies), "p99_us": p99,
                      "keys": len(latencies), "sessions": args.sessions}))


asyncio.run(main())
