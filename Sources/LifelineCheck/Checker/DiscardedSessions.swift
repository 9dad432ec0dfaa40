/// The sessions the trace discarded most recently (`application(_:didDiscardSceneSessions:)`),
/// at most `capacity` of them.
///
/// A long trace discards a session every few dozen events (the 10M-event random trace about
/// 200,000 of them), and remembering every one grew `check` with the trace. Forgetting an
/// old discard only ever costs a finding, never makes one: a forgotten session that comes
/// back, or is discarded again, is judged as a session the trace knows nothing about
/// (unknown, facts §2.1, §2.4), the open-world reading, instead of as one known discarded.
struct DiscardedSessions {
    /// The most discards remembered: far more than a device holds sessions, so a session
    /// discarded and seen again within a real trace is still known.
    static let capacity = 16_384

    private var members: Set<String> = []
    /// The remembered ids in the order they were discarded, oldest at `next` once full.
    private var order: [String] = []
    private var next = 0

    func contains(_ id: String) -> Bool { members.contains(id) }

    /// Remembers `id`, forgetting the oldest discard when `capacity` are held.
    mutating func insert(_ id: String) {
        guard members.insert(id).inserted else { return }
        guard order.count == DiscardedSessions.capacity else {
            order.append(id)
            return
        }
        members.remove(order[next])
        order[next] = id
        next = (next + 1) % DiscardedSessions.capacity
    }
}
