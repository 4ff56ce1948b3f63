#!/usr/bin/env python3
"""A random catan-arena bot over the command-bot protocol (docs/bot-protocol.md).

Dependency-free: reads one JSON message per line on stdin, answers on stdout. Its only randomness
is seeded from each game's "seed", so the same game always gets the same answers.
"""
import json
import random
import sys

PROTOCOL = 1


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def main():
    rng = random.Random(0)
    for line in iter(sys.stdin.readline, ""):
        message = json.loads(line)
        kind = message["type"]
        if kind == "hello":
            send({"type": "hello", "protocol": PROTOCOL, "name": "python-random"})
        elif kind == "start":
            # A fresh stream per game: results must not depend on which games came before.
            rng = random.Random(message["seed"])
        elif kind == "decide":
            send({"action": rng.choice(message["ids"])})
        # "end" needs no answer.


if __name__ == "__main__":
    main()
