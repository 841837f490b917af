"""Decklab settings. Everything that differs between machines comes from environment variables
(see README "Configuration"); with none set, Decklab runs on an embedded default: an SQLite file
and a filesystem broker under var/, both needing no server."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

from config.env import env_bool, env_int, env_list, env_str, parse_cache_url, parse_database_url

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(env_str("DECKLAB_VAR_DIR") or BASE_DIR / "var").resolve()
VAR_DIR.mkdir(parents=True, exist_ok=True)

DEBUG = env_bool("DEBUG", False)
SECRET_KEY = env_str("SECRET_KEY")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured("SECRET_KEY must be set unless DEBUG=1")
    SECRET_KEY = "decklab-insecure-debug-only-key"  # noqa: S105 - only ever used with DEBUG on

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"] if DEBUG else [])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

# Behind an HTTPS-terminating proxy set SECURE_COOKIES=1 (and SECURE_PROXY_SSL_HEADER is trusted).
SECURE_COOKIES = env_bool("SECURE_COOKIES", False)
SESSION_COOKIE_SECURE = SECURE_COOKIES
CSRF_COOKIE_SECURE = SECURE_COOKIES
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", False)
if SECURE_COOKIES:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0, minimum=0)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", False)
    SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)
SESSION_COOKIE_HTTPONLY = True
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "DENY"
SECURE_REFERRER_POLICY = "same-origin"
# No inline script anywhere (config.middleware.SecurityHeadersMiddleware); card images may come from
# the publishers' sites.
CONTENT_SECURITY_POLICY = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; "
                           "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "cardsdb",
    "decks",
    "matches",
    "accounts",
]

# WhiteNoise (the `deploy` extra) serves the collected, compressed, hash-named static files.
HAS_WHITENOISE = importlib.util.find_spec("whitenoise") is not None
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    *(["whitenoise.middleware.WhiteNoiseMiddleware"] if HAS_WHITENOISE else []),
    "config.middleware.SecurityHeadersMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",  # the language: the switch's cookie, else the browser's preference
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "config.middleware.PageNotFoundMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": parse_database_url(env_str("DATABASE_URL") or f"sqlite:///{VAR_DIR / 'decklab.sqlite3'}", BASE_DIR)
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "/accounts/login/"
LOGIN_REDIRECT_URL = "/"
LOGOUT_REDIRECT_URL = "/"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
# The interface's languages (locale/<code>/LC_MESSAGES/django.po); card names and texts stay as stored.
LANGUAGES = [("en", "English"), ("ja", "日本語"), ("zh-hant", "繁體中文")]
LOCALE_PATHS = [BASE_DIR / "locale"]
USE_TZ = True

STATIC_URL = "/static/"
STATICFILES_DIRS = [BASE_DIR / "static"] if (BASE_DIR / "static").is_dir() else []
STATIC_ROOT = Path(env_str("STATIC_ROOT") or VAR_DIR / "static")
STATIC_ROOT.mkdir(parents=True, exist_ok=True)  # WhiteNoise warns about a missing folder
# In production (DEBUG=0, after collectstatic) file names carry a hash of their content and a gzip
# copy sits beside each, so browsers may cache them forever and a new release is fetched at once.
STATIC_STORAGE = env_str("STATIC_STORAGE") or ("manifest" if not DEBUG and HAS_WHITENOISE else "plain")
_STATIC_BACKENDS = {"manifest": "whitenoise.storage.CompressedManifestStaticFilesStorage",
                    "plain": "django.contrib.staticfiles.storage.StaticFilesStorage"}
if STATIC_STORAGE not in _STATIC_BACKENDS:
    raise ImproperlyConfigured(f"STATIC_STORAGE={STATIC_STORAGE!r} is not one of {', '.join(_STATIC_BACKENDS)}")
STORAGES = {"default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
            "staticfiles": {"BACKEND": _STATIC_BACKENDS[STATIC_STORAGE]}}

# Request size limits: a clear 400/413 instead of a slow death on huge bodies.
DATA_UPLOAD_MAX_MEMORY_SIZE = env_int("DATA_UPLOAD_MAX_MEMORY_SIZE", 2 * 1024 * 1024, minimum=1024)
FILE_UPLOAD_MAX_MEMORY_SIZE = DATA_UPLOAD_MAX_MEMORY_SIZE

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
        "rest_framework.authentication.TokenAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    "DEFAULT_FILTER_BACKENDS": [
        "django_filters.rest_framework.DjangoFilterBackend",
        "rest_framework.filters.SearchFilter",
        "rest_framework.filters.OrderingFilter",
    ],
    "DEFAULT_PAGINATION_CLASS": "config.api.Pagination",
    "PAGE_SIZE": env_int("API_PAGE_SIZE", 50, minimum=1),
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_THROTTLE_CLASSES": ["config.api.WriteThrottle"],
    "EXCEPTION_HANDLER": "config.errors.exception_handler",
    "DEFAULT_THROTTLE_RATES": {
        "writes": env_str("THROTTLE_WRITES", "120/min"),
        "jobs": env_str("THROTTLE_JOBS", "30/min"),
        "tools": env_str("THROTTLE_TOOLS", "600/min"),
    },
}
API_MAX_PAGE_SIZE = env_int("API_MAX_PAGE_SIZE", 200, minimum=1)
SPECTACULAR_SETTINGS = {
    "TITLE": "Decklab API",
    "DESCRIPTION": "Card database, deck rules, decks and simulation jobs for four trading card games.",
    "VERSION": "0.1.0",
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "SCHEMA_PATH_PREFIX": "/api/v1",
    "PREPROCESSING_HOOKS": ["config.schema.only_versioned"],
    "ENUM_NAME_OVERRIDES": {"GameEnum": "cardsdb.models.GAME_CHOICES", "PilotEnum": "matches.api.PILOTS"},
}

# Celery. The default broker is kombu's filesystem transport in absolute folders under var/, so the
# web process and any worker find the same queue whatever their working directory. Set
# CELERY_BROKER_URL=redis://host:6379/0 to share jobs between workers on several machines.
CELERY_BROKER_URL = env_str("CELERY_BROKER_URL") or "filesystem://"
BROKER_DIR = VAR_DIR / "broker"
CELERY_BROKER_TRANSPORT_OPTIONS: dict = {}
if CELERY_BROKER_URL.startswith("filesystem://"):
    for sub in ("queue", "processed", "control"):
        (BROKER_DIR / sub).mkdir(parents=True, exist_ok=True)
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "data_folder_in": str(BROKER_DIR / "queue"),
        "data_folder_out": str(BROKER_DIR / "queue"),
        "processed_folder": str(BROKER_DIR / "processed"),
        "control_folder": str(BROKER_DIR / "control"),  # kombu's default is relative to the working directory
        "store_processed": False,
    }
else:
    # Must exceed the hard time limit of any task, so a running task is never redelivered.
    CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": env_int("CELERY_VISIBILITY_TIMEOUT", 3600, minimum=60)}
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", False)
# Reliability: a chunk is acknowledged only when done; a worker takes one chunk at a time; a chunk
# whose worker process dies is requeued; time limits stay well below the visibility timeout.
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_SOFT_TIME_LIMIT = env_int("CELERY_TASK_SOFT_TIME_LIMIT", 300, minimum=1)
CELERY_TASK_TIME_LIMIT = env_int("CELERY_TASK_TIME_LIMIT", 360, minimum=2)
CELERY_TASK_ROUTES = {"matches.tasks.run_chunk": {"queue": "simulation"}}
CELERY_TASK_DEFAULT_QUEUE = "celery"
CELERY_TASK_IGNORE_RESULT = True
CELERY_WORKER_HIJACK_ROOT_LOGGER = False
if CELERY_BROKER_TRANSPORT_OPTIONS.get("visibility_timeout", 10**9) <= CELERY_TASK_TIME_LIMIT:
    raise ImproperlyConfigured("CELERY_VISIBILITY_TIMEOUT must exceed CELERY_TASK_TIME_LIMIT")

# Match jobs.
MATCH_CHUNK_SIZE = env_int("MATCH_CHUNK_SIZE", 500, minimum=1)
MATCH_MAX_GAMES_PER_JOB = env_int("MATCH_MAX_GAMES_PER_JOB", 200_000, minimum=1)
MATCH_MAX_QUEUED_JOBS_PER_USER = env_int("MATCH_MAX_QUEUED_JOBS_PER_USER", 5, minimum=1)
MATCH_MAX_ATTEMPTS = env_int("MATCH_MAX_ATTEMPTS", 3, minimum=1)
MATCH_GAME_STEP_CAP = env_int("MATCH_GAME_STEP_CAP", 20_000, minimum=100)

# The cache (DRF throttle counters, cached pages and values) is shared by every web process: Redis
# when CACHE_URL or a Redis CELERY_BROKER_URL names one, else a table in the database.
CACHE_URL = env_str("CACHE_URL") or (CELERY_BROKER_URL if CELERY_BROKER_URL.startswith(("redis://", "rediss://"))
                                     else "db://")
CACHES = {"default": parse_cache_url(CACHE_URL)}

# Where a test or tool finds Redis when it needs one directly.
REDIS_URL = env_str("REDIS_URL", "redis://127.0.0.1:6379/0")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
}
