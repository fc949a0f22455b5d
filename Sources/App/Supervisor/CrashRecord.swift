import CLinux
import Glibc

/// Memory the supervisor shares with each server process it starts (an anonymous file,
/// memfd, whose descriptor the process inherits: a plain shared mapping would not survive
/// exec). The server process writes in it which request each of its threads is serving
/// (`CrashGuard`), and which thread crashed (`CrashSignals`); the supervisor reads that after
/// the process died, and writes the quarantine for the next one.
///
/// Layout, in `RequestKey.recordBytes` records: a header (the crashed slot's number plus one
/// at `culpritOffset`, the quarantine's size at `quarantineCountOffset`), `slotCount` in-flight
/// slots, then `Quarantine.capacity` entries (an entry's member where a slot has its thread, and the
/// kind of its asker in a byte a slot leaves zero).
/// Only one process writes at a time: a server process while it lives, the supervisor between two.
public final class CrashRecord: @unchecked Sendable {
    /// One a thread, and threads are event loops plus workers: a few per core.
    static let slotCount = 256
    static let culpritOffset = 0
    private static let quarantineCountOffset = 4
    private static let size = (1 + slotCount + Quarantine.capacity) * RequestKey.recordBytes

    /// A slot's first word: whether its thread is answering the request written in it.
    static let idle: UInt64 = 0
    static let busy: UInt64 = 1

    let descriptor: Int32
    let memory: UnsafeMutableRawPointer

    private init(descriptor: Int32) throws(AppError) {
        guard let memory = mmap(nil, Self.size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), memory != MAP_FAILED else {
            throw AppError("Cannot map the crash record (descriptor \(descriptor)): mmap: \(String(cString: strerror(errno))).")
        }
        self.descriptor = descriptor
        self.memory = memory
    }

    /// The supervisor's: a new zeroed record that the server processes it starts inherit.
    static func create() throws(AppError) -> CrashRecord {
        let descriptor = memfd_create("liftinglog-crash-record", 0)
        guard descriptor >= 0 else {
            throw AppError("Cannot make the crash record: memfd_create: \(String(cString: strerror(errno))).")
        }
        guard ftruncate(descriptor, off_t(size)) == 0 else {
            throw AppError("Cannot size the crash record: ftruncate: \(String(cString: strerror(errno))).")
        }
        return try CrashRecord(descriptor: descriptor)
    }

    /// A server process's: the record its supervisor made.
    static func inherited(_ descriptor: Int32) throws(AppError) -> CrashRecord {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size == off_t(size) else {
            throw AppError("Descriptor \(descriptor) is not this version's crash record; was the binary replaced under a running supervisor?")
        }
        return try CrashRecord(descriptor: descriptor)
    }

    func slot(_ index: Int) -> UnsafeMutableRawPointer {
        memory + (1 + index) * RequestKey.recordBytes
    }

    private func entry(_ index: Int) -> UnsafeMutableRawPointer {
        memory + (1 + Self.slotCount + index) * RequestKey.recordBytes
    }

    /// The request whose thread crashed the server process, as `CrashSignals` recorded it.
    var culprit: RequestKey? {
        let number = Int(memory.load(fromByteOffset: Self.culpritOffset, as: UInt32.self))
        guard (1...Self.slotCount).contains(number), slot(number - 1).load(as: UInt64.self) == Self.busy else { return nil }
        return RequestKey(record: slot(number - 1))
    }

    /// Empties the slots and the culprit for the next server process.
    func clearSlots() {
        memory.storeBytes(of: 0, toByteOffset: Self.culpritOffset, as: UInt32.self)
        memset(slot(0), 0, Self.slotCount * RequestKey.recordBytes)
    }

    var quarantine: Quarantine {
        get {
            let count = min(Int(memory.load(fromByteOffset: Self.quarantineCountOffset, as: UInt32.self)), Quarantine.capacity)
            return Quarantine(entries: (0..<count).map { index in
                Quarantine.Entry(key: RequestKey(record: entry(index)), until: entry(index).load(as: Int64.self),
                                 asker: Self.asker(in: entry(index)))
            })
        }
        set {
            for (index, item) in newValue.entries.enumerated() {
                entry(index).storeBytes(of: item.until, as: Int64.self)
                item.key.write(to: entry(index))
                Self.write(item.asker, to: entry(index))
            }
            memory.storeBytes(of: UInt32(newValue.entries.count), toByteOffset: Self.quarantineCountOffset, as: UInt32.self)
        }
    }

    /// An entry's asker: its kind in one byte (0 not looked up yet, 1 a visitor, 2 a member,
    /// 3 a new member) and the member where a slot keeps its thread.
    private static func asker(in entry: UnsafeMutableRawPointer) -> CrashAsker? {
        let member = entry.load(fromByteOffset: RequestKey.ownerOffset, as: Int64.self)
        switch entry.load(fromByteOffset: RequestKey.askerOffset, as: UInt8.self) {
        case 1: return .visitor
        case 2: return .member(member, isNew: false)
        case 3: return .member(member, isNew: true)
        default: return nil
        }
    }

    private static func write(_ asker: CrashAsker?, to entry: UnsafeMutableRawPointer) {
        let (kind, member): (UInt8, Int64) = switch asker {
        case nil: (0, 0)
        case .visitor: (1, 0)
        case .member(let id, let isNew): (isNew ? 3 : 2, id)
        }
        entry.storeBytes(of: member, toByteOffset: RequestKey.ownerOffset, as: Int64.self)
        entry.storeBytes(of: kind, toByteOffset: RequestKey.askerOffset, as: UInt8.self)
    }

    /// Seconds on CLOCK_MONOTONIC: the quarantine's clock, the same in every process.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec)
    }
}
