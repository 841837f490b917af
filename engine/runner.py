"""Running many games: game i of a batch is seeded from (base seed, i) alone, so any chunk
[start, stop) of a job plays exactly the games the whole job would."""
from __future__ import annotations

import hashlib
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import replace
from itertools import repeat

from engine.aggregate import SAMPLE_GAMES, Aggregate
from engine.core import DeckList, GameOptions, make_pilot, new_game

# actions one game may take before it counts as capped: the bench decks' longest games take under 1,000 (random
# pilots, 60 turns); a game this long is looping
STEP_CAP = 20_000


def game_seed(base_seed: int, index: int) -> int:
    digest = hashlib.blake2b(f"{base_seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def run_games(game: str, decks: Sequence[DeckList], pilots: Sequence[str], start: int, stop: int, base_seed: int,
              options: GameOptions | None = None, pilot_options: Sequence[dict] | None = None,
              should_stop: Callable[[], bool] | None = None, progress: Callable[[int], None] | None = None,
              step_cap: int = STEP_CAP, keep_samples: bool = True) -> Aggregate:
    """Play games start..stop-1. Head-to-head and goldfish alike alternate who goes first (game i:
    deck A first when i is even). A game still running after `step_cap` actions is counted as capped
    (a count, not a clock: a loaded or slow worker gets the same result); a game
    that raises is counted as an error with its seed and the batch goes on. `should_stop` is
    checked between games."""
    options = options or GameOptions()
    pilot_options = pilot_options or [{}, {}]
    seats = 1 if options.goldfish else 2
    players = [make_pilot(pilots[seat], game, seat, dict(pilot_options[seat])) for seat in range(seats)]
    reseeds = [(seat, pilot.reseed) for seat, pilot in enumerate(players) if hasattr(pilot, "reseed")]
    chooses = [pilot.choose for pilot in players]
    aggregate = Aggregate()
    started = time.perf_counter()
    for index in range(start, stop):
        if should_stop is not None and should_stop():
            break
        seed = game_seed(base_seed, index)
        for seat, reseed in reseeds:
            reseed(seed ^ (seat + 1))
        keep = keep_samples and index < SAMPLE_GAMES
        game_options = GameOptions(goldfish=options.goldfish, turn_cap=options.turn_cap, first_player=index % 2,
                                   extra={**options.extra, "events": keep})
        try:
            state = new_game(game, decks, seed, game_options)
            apply, is_terminal = state.apply, state.is_terminal
            steps = repeat(None, step_cap) if step_cap > 0 else repeat(None)  # (at most step_cap actions)
            play_out = getattr(state, "play_out", None)
            if play_out is not None:  # the game's own loop: the same steps, without the state API's calls per step
                play_out(chooses, steps)
            elif seats == 1:
                choose = chooses[0]
                for _ in steps:
                    if is_terminal():
                        break
                    apply(choose(state))
            else:
                current = state.current_player
                for _ in steps:
                    if is_terminal():
                        break
                    apply(chooses[current()](state))
            result = state.result()
            if not state.is_terminal():
                result = replace(result, capped=True, winner=None)
            aggregate.add(result, index, seed, state.actions if keep else None, state.events if keep else None)
        except Exception as exc:  # one broken game must not stop the batch
            where = traceback.extract_tb(exc.__traceback__)[-1]
            aggregate.add_error(index, seed, f"{type(exc).__name__}: {exc} ({where.filename.rsplit('/', 1)[-1]}:{where.lineno})")
        if progress is not None:
            progress(index - start + 1)
    aggregate.elapsed = time.perf_counter() - started
    return aggregate
