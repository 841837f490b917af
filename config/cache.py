"""Django's Redis cache with one `redis.Redis` client per connection pool, made once.

Django's RedisCacheClient builds a new `redis.Redis` for every cache call, and each one fills its
table of reply parsers again: about 0.1 ms a call, several calls a request (throttles, catalog
versions, cached listings). A client holds no connection of its own (the pool does) and is safe to
share between threads, so one per pool is enough."""
from django.core.cache.backends.redis import RedisCache as DjangoRedisCache
from django.core.cache.backends.redis import RedisCacheClient


class SharedClientRedisCacheClient(RedisCacheClient):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._clients = {}  # id of a pool (kept for the process's life in self._pools) -> redis.Redis

    def get_client(self, key=None, *, write=False):
        pool = self._get_connection_pool(write)
        client = self._clients.get(id(pool))
        if client is None:
            client = self._clients.setdefault(id(pool), self._client(connection_pool=pool))
        return client


class RedisCache(DjangoRedisCache):
    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = SharedClientRedisCacheClient
