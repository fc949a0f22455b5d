// swift-tools-version:6.0
import PackageDescription

// No package dependencies by design: the toolchain plus sqlite3, libcrypto, libssl, zlib and
// libbrotli from the system.
let package = Package(
    name: "LiftingLog",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "liftinglog", targets: ["LiftingLog"]),
        // For the fuzz package in Fuzz/, which builds the parsers with libFuzzer.
        .library(name: "HTTP", targets: ["HTTP"]),
        .library(name: "Domain", targets: ["Domain"]),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CCrypto", path: "Sources/CCrypto", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CBrotli", path: "Sources/CBrotli", providers: [.apt(["libbrotli-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        // The decoder: the server checks each page's joined Brotli stream once (`BrotliRuns`),
        // the tests decode what the server sent.
        .systemLibrary(name: "CBrotliDecode", path: "Sources/CBrotliDecode", providers: [.apt(["libbrotli-dev"])]),
        .target(name: "SQLite", dependencies: ["CSQLite"]),
        .target(name: "Crypto", dependencies: ["CCrypto"]),
        // libssl, for the one HTTPS client: single sign-on fetches its provider's keys and tokens.
        .systemLibrary(name: "CSSL", path: "Sources/CSSL", providers: [.apt(["libssl-dev"])]),
        .target(name: "HTTPSClient", dependencies: ["CSSL", "Numbers"]),
        // Header-only: epoll, eventfd, prctl and signal names from glibc, which the Glibc overlay leaves out.
        .systemLibrary(name: "CLinux", path: "Sources/CLinux"),
        .target(name: "HTTP", dependencies: ["CLinux", "CBrotli", "CBrotliDecode", "CZlib"]),
        // BoundedNumber, the one reader of a number from text (issue 35): a leaf below Domain and
        // Templates, which both read numbers and share nothing else.
        .target(name: "Numbers"),
        .target(name: "Templates", dependencies: ["Numbers"]),
        // zlib for the routes' compressed uploads (.gz and .zip); pure otherwise, no I/O.
        .target(name: "Domain", dependencies: ["CZlib", "Numbers"]),
        .target(name: "Storage", dependencies: ["SQLite", "Crypto", "Domain"]),
        // Sessions, the pages kept for later requests and how fresh each route's page must be
        // (`Freshness`): between HTTP and Storage below and the feature folders of App above,
        // which name a freshness per route and cannot reach the caches themselves (issue 41).
        .target(name: "Pages", dependencies: ["HTTP", "Storage", "Domain", "Crypto"]),
        .target(name: "App", dependencies: ["HTTP", "HTTPSClient", "Templates", "Pages", "Storage", "Domain", "Crypto", "CLinux"]),
        // Every library function bound at start (-z now) rather than at its first call: a first
        // call after the idle server dropped its views of the binary (FileCopies) read the
        // symbol tables back in, 256 KB; the table of bound addresses is then read-only too.
        .executableTarget(name: "LiftingLog", dependencies: ["App"],
                          linkerSettings: [.unsafeFlags(["-Xlinker", "-z", "-Xlinker", "now"])]),
        .testTarget(name: "SQLiteTests", dependencies: ["SQLite", "TestSupport"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "SQLite", "Domain", "TestSupport"]),
        .testTarget(name: "CryptoTests", dependencies: ["Crypto", "TestSupport", "TestOIDC"]),
        // A sign-in provider of our own over TLS on loopback, its certificates, and its keys'
        // JWKS and ID tokens (the keys are TestSupport's `TestSigningKey`).
        .target(name: "TestOIDC", dependencies: ["CCrypto", "CSSL", "Crypto", "TestSupport"], path: "Tests/TestOIDC"),
        .testTarget(name: "HTTPSClientTests", dependencies: ["HTTPSClient", "TestOIDC"]),
        // A raw-socket client shared by the end-to-end tests.
        .target(name: "TestClient", path: "Tests/TestClient"),
        // Temporary folders, counting rows and decoding compressed bodies, shared by every test
        // target that needs them.
        // Keys made and signed with through libcrypto, for the passkey tests and the sign-in
        // provider (CCrypto).
        .target(name: "TestSupport", dependencies: ["SQLite", "CZlib", "CBrotliDecode", "CCrypto"], path: "Tests/TestSupport"),
        .testTarget(name: "HTTPTests", dependencies: ["HTTP", "TestClient", "TestSupport"]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"]),
        .testTarget(name: "PagesTests", dependencies: ["Pages", "HTTP", "Domain", "TestSupport"]),
        .testTarget(name: "AppTests", dependencies: ["App", "Pages", "HTTP", "Storage", "SQLite", "Crypto", "Domain", "TestClient", "TestSupport", "TestOIDC", "HTTPSClient"]),
    ],
    swiftLanguageModes: [.v6]
)
