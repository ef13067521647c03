// The look of the printed map and counter sheet: colours, line weights and type faces.
#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

namespace tricorne::app::style {

// Paper and terrain (muted, natural, after the series' printed maps).
inline const QColor kPaper{0xee, 0xe6, 0xcd};
inline const QColor kSheetFrame{0x3b, 0x33, 0x26};
inline const QColor kClear{0xe2, 0xdf, 0xb0};
inline const QColor kCrops{0xe3, 0xcf, 0x92};
inline const QColor kFurrow{0xbc, 0x9e, 0x5e};
inline const QColor kOrchard{0xd2, 0xda, 0x9f};
inline const QColor kOrchardTree{0x86, 0xa0, 0x52};
inline const QColor kLightForest{0xc6, 0xd4, 0x90};
inline const QColor kLightTree{0x9a, 0xb8, 0x68};
inline const QColor kHeavyForest{0xb0, 0xc5, 0x82};
inline const QColor kHeavyTree{0x86, 0xa8, 0x5a};
inline const QColor kTreeEdge{0x55, 0x70, 0x36};
inline const QColor kTreeShadow{0x3f, 0x55, 0x27, 70};
inline const QColor kWater{0x93, 0xbd, 0xd3};
inline const QColor kWaterLine{0xb6, 0xd4, 0xe2};
inline const QColor kShore{0x2f, 0x6a, 0x93};

// Hexside features, routes and marks.
inline const QColor kCreek{0x35, 0x7d, 0xb3};
inline const QColor kCreekEdge{0x1e, 0x4e, 0x78};
inline const QColor kFord{0xd9, 0xc2, 0x8a};
inline const QColor kRavine{0xa8, 0x95, 0x64, 140};
inline const QColor kRavineHatch{0x6b, 0x52, 0x30};
inline const QColor kRavineFloor{0x9c, 0x8a, 0x5c};
inline const QColor kSlope{0x86, 0x55, 0x28};
inline const QColor kFieldworks{0x3a, 0x29, 0x1b};
inline const QColor kRoad{0xb0, 0x5a, 0x30};
inline const QColor kRoadCasing{0x55, 0x2b, 0x16};
inline const QColor kTrail{0x6a, 0x43, 0x22};
inline const QColor kGrid{0x3a, 0x35, 0x2a, 150};
inline const QColor kHexNumber{0x3a, 0x35, 0x2a};
inline const QColor kLabel{0x2a, 0x22, 0x16};
inline const QColor kLabelHalo{0xf3, 0xec, 0xd6, 210};
inline const QColor kBuilding{0x5c, 0x2e, 0x22};
inline const QColor kBemisDot{0xf5, 0xd0, 0x1e};
inline const QColor kBemisDotEdge{0x5e, 0x4b, 0x05};
inline const QColor kObjective{0x9a, 0x1d, 0x17};
inline const QColor kAmerican{0x2b, 0x4f, 0x8e};
inline const QColor kBritish{0xb0, 0x28, 0x20};
inline const QColor kSelection{0xff, 0xf4, 0x9a};
inline const QColor kHover{0xff, 0xff, 0xff, 90};

// Type faces, chosen from what the system has, period serif first.
QFont serifFont();
QFont sansFont();
QFont condensedFont();

// Draws text at a fractional pixel size, independent of the device's dots per inch.
void drawText(QPainter& painter, const QRectF& rect, int flags, const QString& text, QFont font, double pixelSize);
// Draws text as a filled outline with a halo behind it, centred on `centre`.
void drawHaloText(QPainter& painter, QPointF centre, const QString& text, QFont font, double pixelSize, const QColor& ink,
                  const QColor& halo, double haloWidth);
// The advance width of text at a fractional pixel size.
double textWidth(const QString& text, QFont font, double pixelSize);

}  // namespace tricorne::app::style
