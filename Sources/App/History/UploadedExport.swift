import Crypto
import Dispatch
import Domain
import HTTP
import Storage
import Synchronization

/// The export an import reads: an upload the server wrote to a file (`SpooledBody`), read a
/// piece at a time so that memory does not grow with the file, or bytes in memory (a small
/// upload, pasted text, a kept preview).
struct UploadedExport: Sendable {
    /// What one read of a file takes: a few of these are held at once (the reader's window,
    /// the first record's, the date-order scan's), a fixed cost beside the sets an import
    /// holds, and reading 30 MB takes 120 reads.
    static let pieceSize = 256 << 10

    let bytes: ExportBytes
    /// Set when a read of the file failed: what was read must not be stored.
    private let failure = ReadFailure()

    init(_ memory: ArraySlice<UInt8>) {
        bytes = ExportBytes(memory)
    }

    init(file: SpooledRange) {
        self.init(count: file.count) { offset, count in try? file.read(from: offset, count: count) }
    }

    /// An upload kept for the import's preview (`Database.ImportPreview`).
    init(kept file: PreviewFile) {
        self.init(count: file.count, read: file.read)
    }

    /// A file read a piece at a time by `read`, which answers nil when a read fails.
    private init(count: Int, read: @escaping @Sendable (_ offset: Int, _ count: Int) -> [UInt8]?) {
        let failure = failure
        bytes = ExportBytes(count: count, pieceSize: Self.pieceSize) { offset, count in
            guard let piece = read(offset, count) else {
                failure.note()
                return []
            }
            return piece[...]
        }
    }

    /// One more than the export's line feeds: at least as many as its sets.
    func lineCount() -> Int {
        var lines = 1
        bytes.forEachPiece { piece in
            piece.withUnsafeBufferPointer { buffer in
                for byte in buffer where byte == 0x0A { lines += 1 }
            }
        }
        return lines
    }

    /// The SHA-256 of the whole (hex), worked out on another thread while the import reads
    /// the sets, since it is only written once they are read: a million lines' hash is a
    /// twentieth of their import. The returned function waits for it.
    func sha256Aside() -> @Sendable () -> String {
        let digest = Digest()
        let bytes = bytes
        DispatchQueue.global().async {
            let hash = SHA256Stream()
            bytes.forEachPiece { hash.update($0) }
            digest.finish(SHA256.hex(digest: hash.finish()))
        }
        return { digest.wait() }
    }

    /// A hash that another thread finishes.
    private final class Digest: Sendable {
        private let hex = Mutex<String?>(nil)
        private let done = DispatchSemaphore(value: 0)

        func finish(_ value: String) {
            hex.withLock { $0 = value }
            done.signal()
        }

        /// The hash, once finished; a second wait has it at once.
        func wait() -> String {
            if let known = hex.withLock({ $0 }) { return known }
            done.wait()
            return hex.withLock { $0 } ?? ""
        }
    }

    /// Throws when a read of the file failed, so that an import of what was read stops.
    func checkRead() throws(StorageError) {
        if failure.happened { throw StorageError.importRefused("The server could not read back your file from its disk. Try the import again.") }
    }

    private final class ReadFailure: Sendable {
        private let failed = Atomic<Bool>(false)

        var happened: Bool { failed.load(ordering: .relaxed) }

        func note() { failed.store(true, ordering: .relaxed) }
    }
}
