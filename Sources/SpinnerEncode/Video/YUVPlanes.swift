/// One 4:2:0 picture: a full-size luma plane and two half-size chroma planes, rows without
/// padding (`width` bytes per luma row, `width / 2` per chroma row).
public struct YUVPlanes: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var y: [UInt8]
    public var u: [UInt8]
    public var v: [UInt8]

    public init(width: Int, height: Int, y: [UInt8], u: [UInt8], v: [UInt8]) {
        self.width = width
        self.height = height
        self.y = y
        self.u = u
        self.v = v
    }

    public var chromaWidth: Int { width / 2 }
    public var chromaHeight: Int { height / 2 }
}
