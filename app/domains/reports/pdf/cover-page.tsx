import type { ReactNode } from "react";
import { Page, Rect, Svg, Text } from "@react-pdf/renderer";
import { coverSize, type CoverFont, type CoverShape } from "./cover-drawing";

// Helvetica and Times ship inside every PDF reader: no font files, no network.
const pdfFont: Record<CoverFont, { fontFamily: string; fontWeight?: "bold" }> = {
  sans: { fontFamily: "Helvetica" },
  "sans-bold": { fontFamily: "Helvetica", fontWeight: "bold" },
  "serif-bold": { fontFamily: "Times-Roman", fontWeight: "bold" },
};

/** The first page, drawn from the same shapes as the card image (cover-svg.ts); `children` are laid over it. */
export function CoverPage({ shapes, children }: { shapes: CoverShape[]; children?: ReactNode }) {
  return (
    <Page size="LETTER" style={{ padding: 0 }}>
      <Svg viewBox={`0 0 ${coverSize.width} ${coverSize.height}`} style={{ width: coverSize.width, height: coverSize.height }}>
        {shapes.map((shape, index) =>
          shape.kind === "rect" ? (
            <Rect
              key={index}
              x={shape.x}
              y={shape.y}
              width={shape.width}
              height={shape.height}
              rx={shape.radius}
              fill={shape.fill}
              stroke={shape.stroke}
              strokeWidth={shape.stroke ? 1 : 0}
            />
          ) : (
            <Text key={index} x={shape.x} y={shape.y} fill={shape.fill} style={{ ...pdfFont[shape.font], fontSize: shape.size }}>
              {shape.text}
            </Text>
          ),
        )}
      </Svg>
      {children}
    </Page>
  );
}
