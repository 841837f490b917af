"""Game implementations; importing this package registers every game with engine.core."""
from engine.games import union_arena  # noqa: F401
