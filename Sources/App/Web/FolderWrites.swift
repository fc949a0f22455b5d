import Glibc
import Synchronization

/// Whether anything was written in the database's folder since the calling thread last looked,
/// told by the kernel rather than by a read of SQLite's. Every commit, by any process, writes
/// the WAL with `pwrite` (SQLite never writes it through a mapping), and the kernel queues an
/// inotify event for that write before the writer's commit returns; a checkpoint writes the
/// database file. So a thread that finds its queue empty knows that no commit has returned
/// since it last looked.
///
/// Each thread gets an inotify instance of its own, so that an event one thread reads is
/// never missed by another; at most `maxThreads` get one (the event loops ask first), and a
/// thread without one is always told that something may have changed, which costs it only the
/// read it would make anyway. Only events naming the database's own files count (its name,
/// then `-wal`, `-shm`, `-journal`): an access log written into the same folder on every
/// request would otherwise send every request to the database, and a backup or a spooled
/// upload there would too. An event without a name (on the folder itself) and an overflow
/// of the queue count.
final class FolderWrites: Sendable {
    /// The event loops and a few workers; each instance counts against the user's inotify
    /// limit (128 by default).
    static let maxThreads = 8
    /// Checked keys a thread keeps: a small gym's members several times over.
    static let maxKeys = 4_096

    private let folder: String
    /// The database file's name: every file of the database starts with it.
    private let database: [UInt8]
    /// Where each thread finds its watch; nil when the process has no key left to give.
    private let key: pthread_key_t?
    /// Every thread's watch, owned here and closed with this object.
    private let threads = Mutex<[ThreadWatch]>([])

    /// Watches `folder` (`Database.folder`) for the files whose names start with `database`
    /// (`Database.fileName`).
    init(folder: String, database: String) {
        self.folder = folder
        self.database = Array(database.utf8)
        var key = pthread_key_t()
        self.key = pthread_key_create(&key, nil) == 0 ? key : nil
    }

    deinit {
        if let key { pthread_key_delete(key) }
        threads.withLock { $0.forEach { close($0.descriptor) } }
    }

    /// This thread's view now: its queue read to the end first. Nil when the thread has no watch.
    func now() -> Moment? {
        guard let watch = watch() else { return nil }
        watch.readEvents()
        return Moment(watch: watch, generation: watch.generation)
    }

    /// What a thread saw at one moment: `saw` tells whether a key was noted with nothing
    /// written since, `note` marks a key as checked as of this moment (take the moment before
    /// the read that checks it, so a write during the read is seen next time).
    struct Moment {
        fileprivate let watch: ThreadWatch
        fileprivate let generation: Int

        func saw(_ key: String) -> Bool {
            watch.checked[key] == generation
        }

        func note(_ key: String) {
            if watch.checked.count >= FolderWrites.maxKeys { watch.checked.removeAll() }
            watch.checked[key] = generation
        }
    }

    private func watch() -> ThreadWatch? {
        guard let key else { return nil }
        if let known = pthread_getspecific(key) {
            return Unmanaged<ThreadWatch>.fromOpaque(known).takeUnretainedValue()
        }
        let made: ThreadWatch? = threads.withLock { threads in
            guard threads.count < Self.maxThreads, let watch = ThreadWatch(folder: folder, database: database) else { return nil }
            threads.append(watch)
            return watch
        }
        guard let made else { return nil }
        pthread_setspecific(key, Unmanaged.passUnretained(made).toOpaque())
        return made
    }
}

/// One thread's inotify instance and what it has seen: used by that thread only.
private final class ThreadWatch: @unchecked Sendable {
    let descriptor: Int32
    /// Moves on whenever the thread finds events queued.
    private(set) var generation = 0
    /// The generation at which each key was last checked.
    var checked: [String: Int] = [:]
    private let database: [UInt8]
    /// Where events are read to.
    private var buffer = [UInt8](repeating: 0, count: 4_096)

    init?(folder: String, database: [UInt8]) {
        self.database = database
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let events = IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_CLOSE_WRITE
        guard inotify_add_watch(descriptor, folder, UInt32(events)) >= 0 else {
            close(descriptor)
            return nil
        }
    }

    /// Reads the queue to its end; an event about the database's files, an event without a
    /// name or an overflow of the queue moves the generation.
    func readEvents() {
        var seen = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            if !seen { seen = buffer.withUnsafeBytes { namesTheDatabase(UnsafeRawBufferPointer(rebasing: $0[..<count])) } }
        }
        if seen { generation &+= 1 }
    }

    /// Whether one of the events read (each `struct inotify_event`: wd, mask, cookie, len,
    /// then `len` bytes of name padded with NULs) is one that counts.
    private func namesTheDatabase(_ events: UnsafeRawBufferPointer) -> Bool {
        let header = MemoryLayout<inotify_event>.size
        var offset = 0
        while offset + header <= events.count {
            let mask = events.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(events.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let name = UnsafeRawBufferPointer(rebasing: events[offset + header..<min(events.count, offset + header + length)])
            if mask & UInt32(IN_Q_OVERFLOW) != 0 || length == 0 || name.starts(with: database) { return true }
            offset += header + length
        }
        return false
    }
}
