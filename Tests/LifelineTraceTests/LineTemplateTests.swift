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

    @Test("the scene is the first scene key; the session the first session key after it, or anywhere without one")
    func cutOrder() throws {
        let templates = LineTemplateCache()
        func ids(_ text: String) -> (scene: String?, session: String?)? {
            let body = Array(text.utf8)
            guard let cut = body.withUnsafeBufferPointer({ templates.cut($0) }) else { return nil }
            let scene = cut.scene.map { String(decoding: body[$0], as: UTF8.self) }
            return (scene, cut.session.map { String(decoding: body[$0], as: UTF8.self) })
        }
        // A session key before the scene's is not the session: the one after the scene is.
        let late = try #require(ids(#""x","session":"A","scene":"B","session":"C","y":"z""#))
        #expect(late.scene == "B" && late.session == "C")
        // With no session after the scene there is none, even with one before it.
        let before = try #require(ids(#""x","session":"A","scene":"B","y":"zz""#))
        #expect(before.scene == "B" && before.session == nil)
        // No scene: the first session key anywhere.
        let only = try #require(ids(#""x","session":"A1","y":"z","session":"A2""#))
        #expect(only.scene == nil && only.session == "A1")
        // Only the first scene key counts, and a key cut short by the body's end is none.
        let twice = try #require(ids(#""x","scene":"S1","scene":"S2","to":"t""#))
        #expect(twice.scene == "S1" && twice.session == nil)
        #expect(ids(#""x","y":"z","scene":""#) == nil)
    }

    @Test("bodies that share a cache slot each decode to their own event (property)")
    func sharedSlots() async {
        // 3,000 distinct bodies (other methods' names, other states) through a cache of 2,048
        // slots: many share a slot, and every line, read again in another order, must still be
        // the reference's event, whether it hits, is evicted or hits a template.
        let names = (0..<3000).map { "n\($0 * 7919 % 3001)" }
        await propertyCheck(count: 4, input: Gen.int(in: 1...97)) { stride in
            var decoder = CanonicalLineDecoder()
            var seq = 1
            for round in 0..<2 {
                for k in 0..<names.count {
                    let name = names[(k * (round == 0 ? 1 : stride)) % names.count]
                    let line = Array(
                        #"{"seq":\#(seq),"t":0.001,"kind":"notification","name":"UIScene.didActivateNotification","scene":"\#(name)","cause":1,"detail":"\#(name)"}"#
                            .utf8)
                    seq += 1
                    let fast = CanonicalDecoderTests.fast(line, &decoder)
                    #expect(fast != nil && fast == CanonicalDecoderTests.reference(line))
                }
            }
        }
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
