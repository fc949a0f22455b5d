import Glibc
import HTTP
import Pages
import Synchronization

/// A server process's side of the crash quarantine: it notes in the `CrashRecord` which
/// request each thread is serving, and refuses the requests its supervisor quarantined after
/// they crashed an earlier process. Noting is a few stores into memory this thread alone
/// writes (no system call, no lock), since every request pays for it.
final class CrashGuard: @unchecked Sendable {
    private let record: CrashRecord
    /// Read once at start: the supervisor changes it only between two server processes.
    let quarantine: Quarantine
    /// The quarantined requests' hashes, so that most requests are let through after one lookup.
    private let hashes: Set<UInt64>
    /// Who holds a live session id, nil for an id that is not one.
    private let asker: @Sendable (String) -> CrashAsker?
    /// The address of a request's client (`Services.clientAddress`).
    private let address: @Sendable (Request) -> String
    /// Each thread's slot in the record, found in the thread's own storage.
    private let threadSlot: pthread_key_t
    private let slotsTaken = Atomic<Int>(0)

    /// Looks up who sent each quarantined request at once, while the sessions are sure to
    /// live, and keeps it in the record for the server processes after this one.
    init(record: CrashRecord, address: @escaping @Sendable (Request) -> String = { $0.remoteAddress },
         asker: @escaping @Sendable (String) -> CrashAsker?) {
        self.record = record
        self.asker = asker
        self.address = address
        quarantine = record.quarantine.resolvingAskers(asker)
        hashes = quarantine.hashes()
        record.quarantine = quarantine
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        threadSlot = key
    }

    /// Why this request is refused, if it is. `path` is its `CanonicalPath`. While the quarantine
    /// is empty, which is nearly always, this is one test of an array's count; a GET whose
    /// path no entry has is one set lookup more.
    func refusal(for request: Request, path: String) -> QuarantineRefusal? {
        guard !quarantine.isEmpty else { return nil }
        let isWrite = request.method == .post
        let hash = RequestKey.hash(method: request.method, path: path)
        guard isWrite || hashes.contains(hash) else { return nil }
        let key = RequestKey(method: request.method, path: path,
                             session: RequestKey.session(cookie: request.cookie(named: Sessions.cookieName)), address: address(request))
        return quarantine.refusal(for: key, isWrite: isWrite, now: CrashRecord.now(), asker: asker)
    }

    /// Notes that this thread now serves `request`, known by `path` (its `CanonicalPath`),
    /// until `end` on what it returns.
    func begin(_ request: Request, path: String) -> InFlightRequest? {
        guard let slot = pthread_getspecific(threadSlot) ?? takeSlot() else { return nil }
        RequestKey.writeRequest(method: request.method, path: path, address: address(request), to: slot)
        // Everything above is in memory before the slot says busy, for the signal handler
        // that may read it on this thread.
        atomicMemoryFence(ordering: .releasing)
        slot.storeBytes(of: CrashRecord.busy, as: UInt64.self)
        return InFlightRequest(slot: slot)
    }

    /// Notes whose session the request this thread serves is (`Sessions` reads it anyway).
    func noteSession(_ id: String) {
        guard let slot = pthread_getspecific(threadSlot) else { return }
        RequestKey.writeSession(id, to: slot)
    }

    /// A thread's first request: its slot, for as long as it lives (the server's threads
    /// live as long as the process). Past `slotCount` threads, the rest go unnoted.
    private func takeSlot() -> UnsafeMutableRawPointer? {
        let index = slotsTaken.add(1, ordering: .relaxed).oldValue
        guard index < CrashRecord.slotCount else { return nil }
        let slot = record.slot(index)
        slot.storeBytes(of: UInt64(pthread_self()), toByteOffset: RequestKey.ownerOffset, as: UInt64.self)
        CrashSignals.prepareThread()
        pthread_setspecific(threadSlot, slot)
        return slot
    }
}

/// A request noted in its thread's slot (`CrashGuard.begin`).
struct InFlightRequest {
    let slot: UnsafeMutableRawPointer

    func end() {
        slot.storeBytes(of: CrashRecord.idle, as: UInt64.self)
    }
}
