"""Issue 11 point 9: throttle counters live in the shared cache (Redis when configured, else a table
in the database), so two web processes share one limit instead of granting it twice."""
import json
import urllib.error
import urllib.request

import pytest

from config.env import parse_cache_url
from tests.server_helpers import BASE_PORT, Server, server_env
from tests.test_matches_worker import REDIS_URL, redis_or_skip

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]

LIMIT = 6


def validate(server: Server) -> int:
    body = json.dumps({"game": "union-arena", "text": ""}).encode()
    request = urllib.request.Request(server.url + "/api/decks/validate/", data=body,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


@pytest.mark.parametrize("backend", ["db", "redis"])
def test_two_processes_share_one_tools_limit(backend):
    if backend == "redis":
        redis_or_skip()
    cache_url = REDIS_URL if backend == "redis" else "db://"
    env = server_env(CACHE_URL=cache_url, THROTTLE_TOOLS=f"{LIMIT}/min")
    servers = [Server.runserver(BASE_PORT + i, env, f"cache-{backend}-{i}") for i in range(2)]
    try:
        for server in servers:
            server.wait()
        # Alternate between the two processes: together they grant the limit once, not twice.
        statuses = [validate(servers[i % 2]) for i in range(2 * LIMIT)]
    finally:
        for server in servers:
            server.stop()
    assert statuses[:LIMIT] == [200] * LIMIT
    assert statuses[LIMIT:] == [429] * LIMIT


def test_concurrent_requests_to_two_processes_pass_the_limit_exactly_once():
    """Under load the counts are not lost: 8 threads send 40 requests at once to two processes
    (config.api.CountingThrottle counts with Redis INCR), and exactly the limit passes."""
    from concurrent.futures import ThreadPoolExecutor

    redis_or_skip()
    import redis

    redis.Redis.from_url(REDIS_URL).flushdb()
    env = server_env(CACHE_URL=REDIS_URL, THROTTLE_TOOLS=f"{LIMIT * 2}/min")
    servers = [Server.runserver(BASE_PORT + 2 + i, env, f"cache-load-{i}") for i in range(2)]
    try:
        for server in servers:
            server.wait()
        with ThreadPoolExecutor(8) as pool:
            statuses = list(pool.map(lambda i: validate(servers[i % 2]), range(40)))
    finally:
        for server in servers:
            server.stop()
    assert statuses.count(200) == LIMIT * 2 and statuses.count(429) == 40 - LIMIT * 2


def test_cache_url_names_its_backend_or_fails_loudly():
    assert parse_cache_url("redis://127.0.0.1:6379/6")["BACKEND"].endswith("RedisCache")
    assert parse_cache_url("db://")["LOCATION"] == "decklab_cache"
    from django.core.exceptions import ImproperlyConfigured

    with pytest.raises(ImproperlyConfigured, match="CACHE_URL='memcached://x'"):
        parse_cache_url("memcached://x")


def test_the_redis_cache_makes_one_client_per_pool_and_works_across_threads():
    """config.cache.RedisCache: Django's Redis cache, with its `redis.Redis` client made once per pool
    instead of once per call; the client is shared between threads, as a web worker's threads share it."""
    redis_or_skip()
    from concurrent.futures import ThreadPoolExecutor

    from config.cache import RedisCache

    settings = parse_cache_url(REDIS_URL)
    cache = RedisCache(settings["LOCATION"], {"KEY_PREFIX": "decklab-client-test"})
    cache.clear()
    assert cache._cache.get_client() is cache._cache.get_client(write=True)
    cache.set("hits", 0, 30)
    with ThreadPoolExecutor(8) as pool:
        list(pool.map(lambda i: cache.set(f"k{i}", {"n": i}, 30), range(200)))
        counts = list(pool.map(lambda i: cache.incr("hits"), range(200)))
    assert cache.get_many([f"k{i}" for i in range(200)]) == {f"k{i}": {"n": i} for i in range(200)}
    assert sorted(counts) == list(range(1, 201))
    cache.clear()
