import Testing
import SpinnerJSON
import SpinnerLottieImport

/// The reader's refusals: each bad file is one typed error naming the JSON path of the fault.
struct LottieReaderErrorTests {
    static func fault(_ text: String, limits: LottieLimits = .standard) -> LottieImportError? {
        do { _ = try LottieComposition.read(Array(text.utf8), limits: limits) } catch { return error }
        return nil
    }

    static let header = #""v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":80"#

    @Test func aMinimalFileReads() throws {
        let file = try LottieComposition.read(Array("{\(Self.header),\"layers\":[]}".utf8))
        #expect(file.width == 100 && file.height == 80)
        #expect(file.duration == 2)
        #expect(file.notes.isEmpty)
    }

    @Test func notJSONNamesTheReadersFault() {
        #expect(Self.fault(#"{"v": 1,}"#)?.reason == .notJSON("expected a key in quotes at line 1, column 9"))
    }

    @Test func aMissingFieldNamesItsPath() {
        let error = Self.fault(#"{"v":"5","fr":30,"ip":0,"w":1,"h":1,"layers":[]}"#)
        #expect(error == LottieImportError(.missing, at: JSONPath([.key("op")])))
        #expect(error?.description == "op: missing")
    }

    @Test func aWrongKindNamesTheKeyframe() {
        let layer = #"{"ty":3,"ip":0,"op":60,"ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":"x","s":[1,1]}]}}}"#
        let error = Self.fault("{\(Self.header),\"layers\":[\(layer)]}")
        #expect(error?.reason == .wrongKind(expected: "a number", found: "a string"))
        #expect(error?.path.description == "layers[0].ks.p.k[1].t")
    }

    @Test func opBeforeIpIsRefused() {
        let error = Self.fault(#"{"v":"5","fr":30,"ip":10,"op":5,"w":1,"h":1,"layers":[]}"#)
        #expect(error?.path.description == "op")
        #expect(error?.reason == .badValue("op (5.0) must be after ip (10.0)"))
    }

    @Test func limitsAreCheckedBeforeTheWork() {
        let text = "{\(Self.header),\"layers\":[]}"
        #expect(Self.fault(text, limits: LottieLimits(maxFileBytes: 10))?.reason == .fileTooLarge(bytes: text.utf8.count, limit: 10))
        let layers = "{\(Self.header),\"layers\":[{\"ty\":3,\"ip\":0,\"op\":1},{\"ty\":3,\"ip\":0,\"op\":1}]}"
        let error = Self.fault(layers, limits: LottieLimits(maxLayers: 1))
        #expect(error == LottieImportError(.limitExceeded(name: "layers", limit: 1), at: JSONPath([.key("layers")])))
        let keys = #"{"ty":3,"ip":0,"op":60,"ks":{"o":{"a":1,"k":[{"t":0,"s":[0]},{"t":9,"s":[100]}]}}}"#
        #expect(Self.fault("{\(Self.header),\"layers\":[\(keys)]}", limits: LottieLimits(maxKeyframes: 1))?.reason
                == .limitExceeded(name: "keyframes", limit: 1))
        #expect(Self.fault("{\(Self.header),\"layers\":[[[[]]]]}", limits: LottieLimits(maxNesting: 3))?.path.description == "layers[0][0]")
    }

    @Test func precompCyclesAndUnknownAssetsAreRefused() {
        let precomp = { (id: String) in "{\"ty\":0,\"refId\":\"\(id)\",\"ip\":0,\"op\":60}" }
        let assets = "\"assets\":[{\"id\":\"a\",\"layers\":[\(precomp("b"))]},{\"id\":\"b\",\"layers\":[\(precomp("a"))]}]"
        let cycle = Self.fault("{\(Self.header),\(assets),\"layers\":[\(precomp("a"))]}")
        #expect(cycle?.reason == .precompCycle(["a", "b", "a"]))
        #expect(cycle?.path.description == "assets.b.layers[0].refId")
        let unknown = Self.fault("{\(Self.header),\"layers\":[\(precomp("zz"))]}")
        #expect(unknown == LottieImportError(.unknownAsset("zz"), at: JSONPath([.key("layers"), .index(0), .key("refId")])))
    }

    @Test func aParentLoopIsRefused() {
        let layers = #"[{"ty":3,"ind":1,"parent":2,"ip":0,"op":1},{"ty":3,"ind":2,"parent":1,"ip":0,"op":1}]"#
        let error = Self.fault("{\(Self.header),\"layers\":\(layers)}")
        #expect(error == LottieImportError(.badParent(2), at: JSONPath([.key("layers"), .index(0), .key("parent")])))
    }

    @Test func unsupportedFeaturesAreNotedOnceWithTheirPath() throws {
        let shape = #"{"ty":"zz"}"#
        let layer = "{\"ty\":4,\"ip\":0,\"op\":60,\"ef\":[{\"ty\":5}],\"ks\":{\"r\":{\"a\":0,\"k\":0,\"x\":\"time\"}},\"shapes\":[\(shape),\(shape)]}"
        let file = try LottieComposition.read(Array("{\(Self.header),\"layers\":[\(layer)]}".utf8))
        // In reading order: the content, then effects, then the transform.
        #expect(file.notes.map(\.description) == ["shape type 'zz' (layers[0].shapes[0].ty)", "effects (layers[0].ef)",
                                                   "expressions (layers[0].ks.r.x)"])
    }
}
