// swift-tools-version:6.0
import PackageDescription

// Benchmark programs, kept out of the root package so that Foundation (which the original
// app's approach needs, and Lifting Log does not use) never reaches the app's build.
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "LiftingLog", path: ".."),
    ],
    targets: [
        // The strength-history import's parse and best-per-day step, side by side with the
        // original app's approach, on the same file in one run.
        .executableTarget(
            name: "ImportBench",
            dependencies: [.product(name: "Domain", package: "LiftingLog")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
