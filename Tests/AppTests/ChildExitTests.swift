import Glibc
import XCTest
@testable import App

final class ChildExitTests: XCTestCase {
    func testWaitStatusesAreDecoded() {
        XCTAssertEqual(ChildExit(waitStatus: 0), .exited(status: 0))
        XCTAssertEqual(ChildExit(waitStatus: 3 << 8), .exited(status: 3))
        XCTAssertEqual(ChildExit(waitStatus: SIGILL), .killed(signal: SIGILL))
        // 0x80: the core-dump flag.
        XCTAssertEqual(ChildExit(waitStatus: SIGSEGV | 0x80), .killed(signal: SIGSEGV))
    }

    func testTheSupervisorExitsAsAShellWouldReport() {
        XCTAssertEqual(ChildExit.exited(status: 2).exitStatus, 2)
        XCTAssertEqual(ChildExit.killed(signal: SIGKILL).exitStatus, 137)
    }

    func testTheLogNamesTheSignalAndATrap() {
        XCTAssertEqual("\(ChildExit.killed(signal: SIGSEGV))", "was killed by SIGSEGV (Segmentation fault)")
        XCTAssertTrue("\(ChildExit.killed(signal: SIGILL))".hasPrefix("was killed by SIGILL (Illegal instruction), as a Swift runtime trap"))
        XCTAssertEqual("\(ChildExit.exited(status: 1))", "exited with status 1")
        XCTAssertEqual(ChildExit.name(of: 99), "signal 99")
    }
}
