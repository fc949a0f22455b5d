// swift-tools-version:6.0
import PackageDescription

// A libFuzzer target for the request parser, kept out of the root package so its
// sanitizer flags never reach a normal build. See README.md.
let package = Package(
    name: "HTTPFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "LiftingLog", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "HTTPFuzz",
            dependencies: [.product(name: "HTTP", package: "LiftingLog")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
