import Testing
import PropertyBased
import LifelineModel
@testable import LifelineSupport
@testable import LifelineTrace

/// `LineTemplateCache`: a body seen before with other scene and session ids is read through
/// its template to the reference's event, with the line's own ids, and a line whose ids are
/// not plain is declined or read as the reference reads it.
@Suite("Line templates")
struct LineTemplateTests {
    static let callback =
        #"{"seq":SEQ,"t":0.001,"kind":"callback","receiver":"scene","scene":"SCENE","session":"SESSION","method":"sceneDidBecomeActive(_:)","from":"foregroundInactive","to":"foregroundActive","dur":0.001,"cause":1}"#
    static let notification =
        #"{"seq":SEQ,"t":0.004,"kind":"notification","name":"UIScene.willConnectNotification","scene":"SCENE","cause":1}"#
    static let configuration =
        #"{"seq":SEQ,"t":0.002,"kind":"callback","receiver":"app","session":"SESSION","method":"application(_:configurationForConnecting:options:)","from":"background","to":"background","dur":0.001,"cause":1}"#

    static func line(_ shape: String, seq: Int, scene: String, session: String) -> [UInt8] {
        Array(
            shape.replacingOccurrences(of: "SEQ", with: "\(seq)").replacingOccurrences(of: "SCENE", with: scene)
                .replacingOccurrences(of: "SESSION", with: session).utf8)
    }

    @Test("the ids of a body are cut where the decoder reads them, and the rest is the template")
    func cutsTheIds() throws {
        let templates = LineTemplateCache()
        let body = Array(#""callback","receiver":"scene","scene":"S12","session":"AB","method":"m""#.utf8)
        let cut = try #require(body.withUnsafeBufferPointer { templates.cut($0) })
        #expect(cut.scene.map { Array(body[$0]) } == Array("S12".utf8))
        #expect(cut.session.map { Array(body[$0]) } == Array("AB".utf8))
        let template = Array(UnsafeBufferPointer(start: templates.scratch, count: cut.length))
        #expect(
            String(decoding: template, as: UTF8.self)
                == #""callback","receiver":"scene","scene":"","session":"","method":"m""#)
        // No ids: no template. An id that is not plain ASCII: none either.
        let plain = Array(#""action","name":"launch","by":"user""#.utf8)
        #expect(plain.withUnsafeBufferPointer { templates.cut($0) } == nil)
        let accented = Array(#""notification","name":"n","scene":"é1""#.utf8)
        #expect(accented.withUnsafeBufferPointer { templates.cut($0) } == nil)
    }

    @Test("template hits across scenes and sessions decode to each line's own ids")
    func hitsAcrossScenes() {
        var decoder = CanonicalLineDecoder()
        for shape in [Self.callback, Self.notification, Self.configuration] {
            for index in 1...40 {
                let line = Self.line(shape, seq: index, scene: "S\(index)", session: "X\(index % 7)")
                let fast = CanonicalDecoderTests.fast(line, &decoder)
                #expect(fast != nil)
                #expect(fast == CanonicalDecoderTests.reference(line), "\(String(decoding: line, as: UTF8.self))")
                if shape != Self.configuration { #expect(fast?.scene == "S\(index)") }
                if shape != Self.notification { #expect(fast?.session == "X\(index % 7)") }
            }
        }
    }

    @Test("ids that are not plain after a template was stored: read as the reference reads them or declined (property)")
    func hostileIds() async {
        let pieces = [
            #"""#, #"\"#, #"\""#, "\u{01}", "é", #"","scene":""#, #"","session":""#, #"","to":"background"#, "S", "9",
            ""
        ]
        let id = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...4).map { $0.map { pieces[$0] }.joined() }
        await propertyCheck(count: 600, input: id, id, Gen.int(in: 0...2)) { scene, session, which in
            var decoder = CanonicalLineDecoder()
            let shape = [Self.callback, Self.notification, Self.configuration][which]
            // The first line stores the template; the second reads through it (or declines).
            _ = CanonicalDecoderTests.fast(Self.line(shape, seq: 1, scene: "S1", session: "A"), &decoder)
            let line = Self.line(shape, seq: 2, scene: scene, session: session)
            let fast = CanonicalDecoderTests.fast(line, &decoder)
            let expected = CanonicalDecoderTests.reference(line)
            if let fast { #expect(fast == expected, "\(String(decoding: line, as: UTF8.self))") }
            let plain = (scene + session).utf8.allSatisfy { $0 >= 0x20 && $0 < 0x80 && $0 != 0x22 && $0 != 0x5C }
            if plain, expected != nil { #expect(fast == expected, "\(String(decoding: line, as: UTF8.self))") }
        }
    }
}
