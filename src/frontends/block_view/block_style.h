// The look of the block game's board: a period map's paper, water and ink, the blocks' woods
// and labels, and the type faces, shared by the campaign map and the battle board.
#pragma once

#include <QColor>
#include <QFont>
#include <QPointF>
#include <QString>

#include "tricorne/block/campaign_map.h"

class QPainter;

namespace tricorne::app::blockstyle {

// Paper, land and water, after the hand-coloured maps of 1777.
inline const QColor kParchment{0xef, 0xe2, 0xc0};
inline const QColor kParchmentEdge{0xd9, 0xc4, 0x94};
inline const QColor kFrame{0x4a, 0x36, 0x22};
inline const QColor kLake{0x9f, 0xc4, 0xcf};
inline const QColor kLakeDeep{0x86, 0xb2, 0xc2};
inline const QColor kShore{0x3d, 0x6f, 0x86};
inline const QColor kRiver{0x5d, 0x93, 0xb0};
inline const QColor kMountain{0x7a, 0x5c, 0x3a};
inline const QColor kBorder{0x8c, 0x3a, 0x5a};
inline const QColor kRegionInk{0x6b, 0x4b, 0x2e, 170};
inline const QColor kInk{0x2b, 0x1e, 0x12};
inline const QColor kHalo{0xf6, 0xee, 0xd6, 225};

// Roads (B6): the colour sets the limit, so brown and blue must never be mistaken.
inline const QColor kBrownRoad{0x8a, 0x4b, 0x1c};
inline const QColor kBlueRoad{0x1f, 0x5f, 0xb8};
inline const QColor kRoadCasing{0xfb, 0xf4, 0xe0};

// Blocks (B3): red British, blue American, the labels outlined in the side's colour.
inline const QColor kBritishWood{0xb3, 0x26, 0x1e};
inline const QColor kAmericanWood{0x23, 0x4c, 0x9a};
inline const QColor kLabelPaper{0xfa, 0xf6, 0xea};
inline const QColor kMilitiaCentre{0xa9, 0xcf, 0x8e};
inline const QColor kSupply{0x2f, 0x7d, 0x32};
inline const QColor kEntry{0x6a, 0x3d, 0x8f};
inline const QColor kReach{0xe0, 0x9a, 0x10};
inline const QColor kPicked{0xff, 0xe0, 0x40};
inline const QColor kHit{0x1f, 0x8a, 0x3a};
inline const QColor kFlee{0xd4, 0x7a, 0x00};

QColor woodOf(block::Side side);
// A side's name as the screen spells it: "American", "British".
inline QString sideText(block::Side side) { return QString::fromStdString(std::string(block::sideName(side))); }
QColor roadColour(block::Road road);

QFont serif(int pixelSize, bool bold = false, bool italic = false);
QFont sans(int pixelSize, bool bold = false);
QFont condensed(int pixelSize, bool bold = false);

// Text centred on `centre`, drawn as an outline filled with ink over a halo of the paper.
void haloText(QPainter& painter, QPointF centre, const QString& text, const QFont& font, const QColor& ink,
              double haloWidth = 2.5, const QColor& halo = kHalo);

}  // namespace tricorne::app::blockstyle
