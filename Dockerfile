# Build a release binary with an official Swift 6 image, run it on slim Debian.
FROM swift:6.3-bookworm AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends libsqlite3-dev libssl-dev libbrotli-dev zlib1g-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift ./
COPY Sources ./Sources
# The manifest names the test targets, so their folders must exist for it to load.
COPY Tests ./Tests
RUN swift build -c release --product liftinglog --static-swift-stdlib \
 && cp "$(swift build -c release --show-bin-path)/liftinglog" /liftinglog

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends libsqlite3-0 libssl3 libbrotli1 zlib1g curl tzdata \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /app liftinglog \
 && mkdir -p /data \
 && chown liftinglog /data
WORKDIR /app
COPY --from=build /liftinglog /usr/local/bin/liftinglog
COPY Views ./Views
COPY Public ./Public
USER liftinglog
ENV LIFTINGLOG_HOST=0.0.0.0 \
    LIFTINGLOG_PORT=8080 \
    LIFTINGLOG_DB=/data/liftinglog.sqlite
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s \
  CMD curl -fsS http://127.0.0.1:8080/healthz || exit 1
STOPSIGNAL SIGTERM
ENTRYPOINT ["liftinglog"]
CMD ["serve"]
