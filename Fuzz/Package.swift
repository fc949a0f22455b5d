// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for the request parser, the history import, zone files, the schedule, the facts
// route uploads, account imports and routines, kept out of the root
// package so their sanitizer flags never reach a normal build. See README.md.
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
        .executableTarget(
            name: "ImportFuzz",
            dependencies: [.product(name: "Domain", package: "LiftingLog")]
        ),
        // Zone files and the plain-text rule of every form field.
        .executableTarget(
            name: "TextFuzz",
            dependencies: [.product(name: "Domain", package: "LiftingLog")]
        ),
        // The front desk's schedule JSON, the pasted workout post, and the iCalendar writer.
        .executableTarget(
            name: "ScheduleFuzz",
            dependencies: [.product(name: "Domain", package: "LiftingLog")]
        ),
        // The facts import (and the JSON parser under it), search queries and share cards.
        .executableTarget(
            name: "FactFuzz",
            dependencies: [.product(name: "Domain", package: "LiftingLog")]
        ),
        // The account import: the document reader and the JSON writer.
        .executableTarget(
            name: "AccountFuzz",
            dependencies: [.product(name: "Domain", package: "LiftingLog")]
        ),
        // Route uploads (tracks, in code): the XML reader, the JSON and GPX tracks, and all computed from them.
        .executableTarget(
            name: "TrackFuzz",
            dependencies: [.product(name: "Domain", package: "LiftingLog")]
        ),
        // The lift-name matcher: the names of an imported file against the lifter's lifts.
        .executableTarget(
            name: "LiftNameFuzz",
            dependencies: [.product(name: "Domain", package: "LiftingLog")]
        ),
        // Compressed route uploads: the zip reader, gzip with its caps, bulk archives of activities.
        .executableTarget(
            name: "ArchiveFuzz",
            dependencies: [.product(name: "Domain", package: "LiftingLog")]
        ),
        // The route page and the history pages: every figure they show from accepted input.
        .executableTarget(
            name: "PageFuzz",
            dependencies: [.product(name: "Domain", package: "LiftingLog")]
        ),
        // The routine's plain text (read, written, read again) and the targets of what it holds.
        .executableTarget(
            name: "RoutineFuzz",
            dependencies: [.product(name: "Domain", package: "LiftingLog")]
        ),
        // What a browser passes on from a passkey: CBOR, attestation objects, authenticator data, COSE keys, client data.
        .executableTarget(
            name: "PasskeyFuzz",
            dependencies: [.product(name: "Domain", package: "LiftingLog")]
        ),
        // The body import (issue 38): Withings, Garmin, Fitbit and the streamed Apple Health export.
        .executableTarget(
            name: "BodyFuzz",
            dependencies: [.product(name: "Domain", package: "LiftingLog")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
