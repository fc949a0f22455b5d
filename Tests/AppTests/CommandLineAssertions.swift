import XCTest
@testable import App

/// The configuration `liftinglog serve` would run with for these flags and variables.
func serveConfig(_ arguments: [String], _ environment: [String: String] = [:]) throws -> Config {
    guard case .serve(let config) = try CommandLineOptions.parse(arguments, environment: environment) else {
        throw XCTSkip("not a serve command")
    }
    return config
}

/// Each command line refused with a message containing its expected text.
func assertRefused(_ cases: [([String], [String: String], String)], file: StaticString = #filePath, line: UInt = #line) {
    for (arguments, environment, expected) in cases {
        XCTAssertThrowsError(try CommandLineOptions.parse(arguments, environment: environment), file: file, line: line) { error in
            XCTAssertTrue("\(error)".contains(expected), "\(arguments) \(environment): \(error)", file: file, line: line)
        }
    }
}
