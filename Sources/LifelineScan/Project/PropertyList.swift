/// What the scanner makes of the values of its property lists (read by the runtime's
/// ``PropertyListReader``, with the limits `simulate --info-plist` has).
enum PropertyList {
    /// Whether `value` is a plist `<true/>`, or the `YES` of a build setting.
    static func isTrue(_ value: Any?) -> Bool {
        if let text = value as? String { return text == "YES" || text == "yes" || text == "true" }
        if let flag = value as? Bool { return flag }
        return false
    }
}
