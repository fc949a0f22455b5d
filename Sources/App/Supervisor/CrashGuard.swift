import Glibc
import HTTP
import Synchronization

/// A server process's side of the crash quarantine: it notes in the `CrashRecord` which
/// request each thread is serving, and refuses the requests its supervisor quarantined after
/// they crashed an earlier process. Noting is a few stores into memory this thread alone
/// writes (no system call, no lock), since every request pays for it.
final class CrashGuard: @unchecked Sendable {
    private let record: CrashRecord
    /// Read once at start: the supervisor changes it only between two server processes.
    let quarantine: Quarantine
    /// The member a session id belongs to, nil for one that is not a live session.
    private let member: @Sendable (String) -> Int64?
    /// Each thread's slot in the record, found in the thread's own storage.
    private let threadSlot: pthread_key_t
    private let slotsTaken = Atomic<Int>(0)

    /// Looks up the members of the quarantine's sessions at once, while they are sure to live,
    /// and keeps them in the record for the server processes after this one.
    init(record: CrashRecord, member: @escaping @Sendable (String) -> Int64?) {
        self.record = record
        self.member = member
        quarantine = record.quarantine.resolvingMembers(member)
        record.quarantine = quarantine
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        threadSlot = key
    }

    /// The quarantine entry that refuses this request, if any: for any request while the
    /// quarantine is empty, which is nearly always, this is one test of an array's count.
    func refusal(for request: Request) -> Quarantine.Entry? {
        guard !quarantine.isEmpty, quarantine.mayHold(hash: RequestKey.hash(method: request.method, path: request.path)) else { return nil }
        let key = RequestKey(method: request.method, path: request.path,
                             session: RequestKey.session(cookie: request.cookie(named: Sessions.cookieName)))
        return quarantine.entry(for: key, now: CrashRecord.now(), member: member)
    }

    /// Notes that this thread now serves `request`, until `end` on what it returns.
    func begin(_ request: Request) -> InFlightRequest? {
        guard let slot = pthread_getspecific(threadSlot) ?? takeSlot() else { return nil }
        RequestKey.writeRequest(method: request.method, path: request.path, to: slot)
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
