extension LifelineTraceLines {
    /// The longest line Lifeline's trace reader accepts, in bytes (its `LineReader.maxLineLength`;
    /// a test in Lifeline's package keeps the two equal). No line the logger writes is longer.
    public static let maxLineBytes = 1 << 20

    /// The longest identifier-like value on an event line (a view's name, a notification's
    /// name, a phase), quotes included: an event has at most seven such values, so with a
    /// note's text cut to fit (`noteLimit`) every line stays under `maxLineBytes`.
    static let valueLimit = 64 << 10

    /// Room on a note's line for everything but its text: `{"seq":…,"t":…,"kind":"note","value":}`
    /// with a 20-digit seq and time, and the newline.
    static let noteOverhead = 128

    /// The header members the logger writes itself, and those the trace format defines with a
    /// shape a free-text value cannot have (an integer `seed`, a profile name, a list): an
    /// `extra` member under one of these names is left out, since the reader refuses a header
    /// that names a member twice or gives a defined one the wrong shape. A test in Lifeline's
    /// package keeps the list equal to its header schema.
    public static let reservedHeaderKeys: Set<String> = [
        "lifeline", "profile", "source", "observedCallbacks",
        "requestedProfile", "seed", "restoredSessions", "mutations", "appManifest"
    ]

    /// Which `extra` members go into the header: the first of each name that is not reserved,
    /// while the header stays under `maxLineBytes`; the names left out, in order.
    static func admitted(_ extra: [(key: String, value: String)], after line: String)
        -> (members: String, dropped: [String])
    {
        var members = "", dropped: [String] = [], seen = Set<String>()
        var room = maxLineBytes - line.utf8.count - 2  // the closing brace and the newline
        for (key, value) in extra {
            // Two long names cut to the same prefix would be one name twice: compare them as written.
            let name = JSONText.quoted(key, limit: valueLimit)
            let member = "," + name + ":" + JSONText.quoted(value, limit: valueLimit)
            guard !reservedHeaderKeys.contains(key), seen.insert(name).inserted, member.utf8.count <= room else {
                dropped.append(key)
                continue
            }
            members += member
            room -= member.utf8.count
        }
        return (members, dropped)
    }
}
