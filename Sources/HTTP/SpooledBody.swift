import Glibc
import Synchronization

/// A request body written to a file as it arrives instead of being held in memory (an import
/// of tens of megabytes). The file is unlinked from the start, so nothing outlives the request
/// even when the process is killed; its descriptor closes when the last holder of the body (the
/// parser, the request, a file part of it) lets go, on every path: an answer, an error, a
/// client gone mid-body.
public final class SpooledBody: @unchecked Sendable {
    // Unchecked: written only by the parser on its loop thread before the request is handed
    // on; read with pread, which moves no shared offset, from any thread after that.
    private let fd: Int32
    private let slot: BodySpool.Slot
    public private(set) var count = 0

    init(folder: String, slot: BodySpool.Slot) throws(HTTPError) {
        guard let fd = Self.nameless(in: folder) else {
            throw HTTPError(.serviceUnavailable, "The server cannot take a large upload now. Please try again in a moment.")
        }
        self.fd = fd
        self.slot = slot
    }

    /// A file with no name in `folder`: O_TMPFILE (open(2)) never gives it one, so even a kill
    /// at the wrong moment leaves nothing behind; where the file system lacks it, a name made
    /// with mkstemp is unlinked at once.
    private static func nameless(in folder: String) -> Int32? {
        // O_TMPFILE is a compound macro Swift does not import: __O_TMPFILE | O_DIRECTORY.
        let fd = open(folder, Int32(0o20000000) | O_DIRECTORY | O_RDWR | O_CLOEXEC, 0o600)
        if fd >= 0 { return fd }
        var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast()) + Array("body-XXXXXX".utf8CString)
        let named = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard named >= 0 else { return nil }
        _ = fcntl(named, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return named
    }

    deinit {
        close(fd)
    }

    /// Appends bytes at the end; 500 when the disk refuses them (full, failing).
    func append(_ bytes: UnsafeRawBufferPointer) throws(HTTPError) {
        var done = 0
        while done < bytes.count {
            let written = pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(count + done))
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw HTTPError(.internalServerError, "The server could not store the upload: its disk is full or failing.") }
            done += written
        }
        count += done
    }

    /// Up to `length` bytes from `offset` (fewer only past the end), read straight into the
    /// array's storage.
    public func read(from offset: Int, count length: Int) throws(HTTPError) -> [UInt8] {
        let wanted = max(0, min(length, count - offset))
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
            initialized = 0
            while initialized < wanted {
                let got = pread(fd, buffer.baseAddress! + initialized, wanted - initialized, off_t(offset + initialized))
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else {
                    failed = true
                    return
                }
                initialized += got
            }
        }
        guard !failed else { throw HTTPError(.internalServerError, "The server could not read back the upload it stored.") }
        return bytes
    }
}

/// Where and when request bodies go to files (`SpooledBody`), and how many may be open at once:
/// each holds a descriptor beside its connection's, so their number is taken out of the
/// connections the descriptor limit allows (`DescriptorLimit.connections`).
public final class BodySpool: Sendable {
    /// A multipart body longer than this goes to a file.
    public let threshold: Int
    public let folder: String
    public let maxFiles: Int
    private let open = Atomic<Int>(0)

    public init(folder: String, threshold: Int, maxFiles: Int) {
        self.folder = folder
        self.threshold = threshold
        self.maxFiles = maxFiles
    }

    /// A file for a body, or 503 when `maxFiles` are open.
    func file() throws(HTTPError) -> SpooledBody {
        guard let slot = Slot(self) else {
            throw HTTPError(.serviceUnavailable, "The server is taking in too many uploads at once. Please try again in a moment.",
                            headers: ["Retry-After": "1"])
        }
        return try SpooledBody(folder: folder, slot: slot)
    }

    /// Spool files open now.
    public var openFiles: Int { open.load(ordering: .relaxed) }

    /// One of the `maxFiles` places, given back when the body holding it goes.
    final class Slot: Sendable {
        let spool: BodySpool

        init?(_ spool: BodySpool) {
            var current = spool.open.load(ordering: .relaxed)
            while true {
                guard current < spool.maxFiles else { return nil }
                let (exchanged, original) = spool.open.compareExchange(expected: current, desired: current + 1, ordering: .relaxed)
                if exchanged { break }
                current = original
            }
            self.spool = spool
        }

        deinit {
            spool.open.subtract(1, ordering: .relaxed)
        }
    }
}
