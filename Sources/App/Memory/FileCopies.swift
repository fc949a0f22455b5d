import Domain
import Glibc
import Synchronization

/// The pages of the binary and its libraries that this process holds mapped although it is
/// not using them now. An executable's code is mapped privately from its file; every page the
/// process has touched (and the 15 around it that the kernel maps on each fault) stays in its
/// resident memory, about 13 MB of an idle server's 18 once a start-up and a few requests have
/// run through the Swift runtime, Foundation, libcrypto and SQLite. While the mapping holds no
/// page of its own (nothing was written to it: `Anonymous: 0`), each of these pages is only a
/// view of the file in the kernel's page cache, so dropping the view loses nothing: the next
/// use maps it again from the page cache (a minor fault, no disk read while the file is
/// cached). The kernel would drop them itself under memory pressure; doing it when the process
/// goes quiet makes its resident size say what it really holds.
enum FileCopies {
    /// One mapping that may be dropped: read-only, private, of a file, with no page written.
    struct Mapping: Equatable {
        let start: UInt
        let end: UInt
        let resident: Int
    }

    /// Drops this process's views of unchanged file pages; returns the bytes they took.
    /// One release at a time (the server's come from `FileCopyReleaser`'s thread alone, but
    /// anyone may call this): a release still reading smaps while another drops would map a
    /// megabyte of the runtime's code straight back (measured: 1.4 MB of libswiftCore's code
    /// left resident in the debug build).
    @discardableResult
    static func release() -> Int {
        releasing.withLock { list in
            // The list stays in the lock until the next release and the smaps text is gone
            // before the first madvise: freeing either after the binary's code was dropped
            // would run the allocator's and the runtime's code again, and each page of code
            // run maps the 64 KB around it back (fault-around); measured, four such windows.
            list = droppableNow()
            var released = 0
            // Highest address first, so the binary's own code (mapped lowest) goes last and
            // little of it runs again before the process next sleeps.
            for index in list.indices.reversed() {
                let mapping = list[index]
                if madvise(UnsafeMutableRawPointer(bitPattern: mapping.start), Int(mapping.end - mapping.start), MADV_DONTNEED) == 0 {
                    released += mapping.resident
                }
            }
            return released
        }
    }

    private static let releasing = Mutex<[Mapping]>([])

    private static func droppableNow() -> [Mapping] {
        guard let smaps = ProcessFigures.text(of: "/proc/self/smaps", limit: 4 << 20) else { return [] }
        return droppable(in: smaps)
    }

    /// The mappings of an smaps text (proc(5)) that hold only resident views of a file. A
    /// mapping whose `Anonymous` line is missing (a kernel that does not say) is kept.
    static func droppable(in smaps: String) -> [Mapping] {
        var found: [Mapping] = []
        var current: Candidate?
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first else { continue }
            guard first.last == ":" else {
                if let mapping = current?.droppable { found.append(mapping) }
                current = Candidate(header: fields)
                continue
            }
            guard fields.count >= 2, let kilobytes = BoundedNumber.integer(fields[1], in: 0...Int.max / 1024) else { continue }
            if first == "Rss:" { current?.resident = kilobytes * 1024 }
            if first == "Anonymous:" { current?.anonymous = kilobytes }
        }
        if let mapping = current?.droppable { found.append(mapping) }
        return found
    }

    /// A mapping worth a look while its lines are read.
    private struct Candidate {
        let start: UInt
        let end: UInt
        var resident = 0
        var anonymous: Int?

        /// `start-end perms offset device inode path`: private ("p"), not writable, and of a
        /// file by its path (not `[heap]`, `[vdso]` or an anonymous mapping).
        init?(header fields: [Substring]) {
            guard fields.count >= 6, fields[5].hasPrefix("/") else { return nil }
            let permissions = Array(fields[1].utf8)
            guard permissions.count == 4, permissions[1] != UInt8(ascii: "w"), permissions[3] == UInt8(ascii: "p") else { return nil }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let start = BoundedNumber.integer(bounds[0], radix: 16, in: 0...UInt.max),
                  let end = BoundedNumber.integer(bounds[1], radix: 16, in: 0...UInt.max), start < end else { return nil }
            self.start = start
            self.end = end
        }

        var droppable: Mapping? {
            resident > 0 && anonymous == 0 ? Mapping(start: start, end: end, resident: resident) : nil
        }
    }
}
