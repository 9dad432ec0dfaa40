import LifelineTrace

/// The parts of a printed scene object that identify it:
/// `<UIWindowScene: 0x600003b0c000; role: UIWindowSceneSessionRoleApplication; persistentIdentifier: 3C1A…>`.
///
/// The address tells scene objects apart (a new address is a new scene); the persistent
/// identifier is the session's, which outlives the scene object.
struct SceneDescription {
    var address: UInt64?
    /// Where the address ends in the line: the persistent identifier, if printed, is after it.
    /// It is looked for only when a scene is new (`persistentIdentifier(in:from:)`), not per line.
    var addressEnd: Int?

    private static let marker: StaticString = ": 0x"
    private static let sceneSuffix: StaticString = "Scene"
    private static let persistentKey: StaticString = "persistentIdentifier"

    /// Reads the first `<…Scene: 0x…` object after `from`; other objects (`<FBSSceneImpl: 0x…>`,
    /// `<UISceneSession: 0x…>`) don't name the scene.
    static func find(in line: UnsafeBufferPointer<UInt8>, from: Int) -> SceneDescription {
        var result = SceneDescription()
        var i = from
        while let open = ConsoleBytes.find(UInt8(ascii: "<"), in: line, from: i) {
            i = open + 1
            guard let colon = ConsoleBytes.find(marker, in: line, from: i) else { break }
            // The class name runs from '<' to ": 0x" without spaces.
            let name = UnsafeBufferPointer(rebasing: line[i..<colon])
            guard !name.contains(where: { $0 == 0x20 || $0 == UInt8(ascii: "<") }),
                name.count >= sceneSuffix.utf8CodeUnitCount,
                ConsoleBytes.hasPrefix(sceneSuffix, in: line, at: colon - sceneSuffix.utf8CodeUnitCount)
            else { continue }
            var k = colon + marker.utf8CodeUnitCount
            var address: UInt64 = 0
            let digitsStart = k
            while k < line.count, ConsoleBytes.isHexDigit(line[k]), k - digitsStart < 16 {
                let b = line[k] | 0x20
                address = address << 4 | UInt64(ConsoleBytes.isDigit(b) ? b &- 48 : b &- 87)
                k += 1
            }
            guard k > digitsStart else { continue }
            result.address = address
            result.addressEnd = k
            break
        }
        return result
    }

    /// `persistentIdentifier: ABC` or `persistentIdentifier = ABC;` after `from`.
    static func persistentIdentifier(in line: UnsafeBufferPointer<UInt8>, from: Int) -> Range<Int>? {
        guard let key = ConsoleBytes.find(persistentKey, in: line, from: from) else { return nil }
        var k = key + persistentKey.utf8CodeUnitCount
        while k < line.count, line[k] == 0x20 || line[k] == UInt8(ascii: ":") || line[k] == UInt8(ascii: "=") { k += 1 }
        let start = k
        while k < line.count,
            ConsoleBytes.isAlphanumeric(line[k]) || line[k] == UInt8(ascii: "-") || line[k] == UInt8(ascii: ":")
        { k += 1 }
        guard k > start else { return nil }
        return start..<k
    }
}
