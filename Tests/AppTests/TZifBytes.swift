/// A minimal valid TZif file for folder-listing tests: version 2, no transitions, UTC+1.
enum TZifBytes {
    static let fixedOffset: [UInt8] = {
        func block() -> [UInt8] {
            Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15)
                + [0, 0, 0, 0, 1, 1].flatMap { [0, 0, 0, UInt8($0)] }
                + [0, 0, 0x0E, 0x10, 0, 0, 0]
        }
        return block() + block() + Array("\n<+01>-1\n".utf8)
    }()
}
