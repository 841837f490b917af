"""A stateless deck code: the whole list in a short URL-safe string, so a deck can be shared
without saving it.

Layout: "DL1" + base64url(crc32 (4 bytes, big-endian) + zlib(payload)), where the payload is
UTF-8 text: the game slug on the first line, then one `SECTION COUNT NUMBER` line per entry.
Decoding checks every layer and says which one is wrong."""
from __future__ import annotations

import base64
import binascii
import re
import zlib

from engine.cards import GAMES
from engine.decklist import DeckEntry
from engine.spec import spec_for

PREFIX = "DL1"
MAX_CODE_CHARS = 4000
MAX_PAYLOAD_BYTES = 100_000
COUNT = re.compile(r"[1-9][0-9]{0,5}")  # ASCII digits only: str.isdigit() also takes "²", which int() refuses


class DeckCodeError(ValueError):
    pass


def encode_deck(game: str, entries: list[DeckEntry]) -> str:
    if game not in GAMES:
        raise DeckCodeError(f"unknown game {game!r}")
    lines = [game] + [f"{e.section} {e.count} {e.number}" for e in entries]
    packed = zlib.compress("\n".join(lines).encode("utf-8"), 9)
    raw = zlib.crc32(packed).to_bytes(4, "big") + packed
    return PREFIX + base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def decode_deck(code: str) -> tuple[str, list[DeckEntry]]:
    code = code.strip()
    if not code.startswith(PREFIX):
        raise DeckCodeError(f"not a Decklab deck code (it should start with {PREFIX})")
    if len(code) > MAX_CODE_CHARS:
        raise DeckCodeError(f"the code is longer than {MAX_CODE_CHARS} characters")
    body = code[len(PREFIX):]
    if not re.fullmatch(r"[A-Za-z0-9_-]*", body):
        raise DeckCodeError("the code has characters that do not belong in a deck code")
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise DeckCodeError("the code has characters that do not belong in a deck code") from None
    if len(raw) < 5:
        raise DeckCodeError("the code is truncated")
    checksum, packed = int.from_bytes(raw[:4], "big"), raw[4:]
    if zlib.crc32(packed) != checksum:
        raise DeckCodeError("the code is damaged or truncated (checksum mismatch)")
    try:
        unpacker = zlib.decompressobj()
        payload = unpacker.decompress(packed, MAX_PAYLOAD_BYTES)
        if unpacker.unconsumed_tail:
            raise DeckCodeError(f"the code unpacks to more than {MAX_PAYLOAD_BYTES:,} bytes")
        lines = payload.decode("utf-8").split("\n")
    except (zlib.error, UnicodeDecodeError):
        raise DeckCodeError("the code's contents cannot be read") from None
    game = lines[0]
    if game not in GAMES:
        raise DeckCodeError(f"the code names an unknown game {game!r}")
    entries = []
    for number, line in enumerate(lines[1:], start=1):
        parts = line.split(" ", 2)
        if len(parts) != 3 or parts[0] not in spec_for(game).sections or not COUNT.fullmatch(parts[1]):
            raise DeckCodeError(f"entry {number} of the code is malformed")
        entries.append(DeckEntry(parts[2], int(parts[1]), parts[0]))
    return game, entries
