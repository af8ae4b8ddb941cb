FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_DISABLE_PIP_VERSION_CHECK=1 \
    HF_HUB_OFFLINE=1 LITELLM_LOCAL_MODEL_COST_MAP=True DATA_DIR=/data STATIC_ROOT=/app/staticfiles
WORKDIR /app
COPY requirements-torch.txt requirements.txt ./
# The CPU build of torch first, so sentence-transformers does not pull a CUDA build.
RUN pip install --index-url https://download.pytorch.org/whl/cpu -r requirements-torch.txt \
 && pip install -r requirements.txt
COPY . .
RUN SECRET_KEY=build DEBUG=0 ALLOWED_HOSTS=build DATABASE_URL=postgresql://build@localhost/build \
    python manage.py collectstatic --noinput
EXPOSE 8000
CMD ["gunicorn", "mise.wsgi", "-b", "0.0.0.0:8000", "-k", "gthread", "-w", "3", "--threads", "8", "--timeout", "120"]
