// Map symbols of named places: buildings, works, headquarters and landings, drawn at a size.
#pragma once

#include <QPointF>
#include <QString>

class QPainter;

namespace tricorne::app::symbols {

// Each draws centred on `at`; `unit` is about a tenth of a hex across.
void drawBuilding(QPainter& painter, QPointF at, double unit, double angle);
void drawFarmBuildings(QPainter& painter, QPointF at, double unit, int seed);
void drawTavern(QPainter& painter, QPointF at, double unit);
void drawChurch(QPainter& painter, QPointF at, double unit);
void drawMill(QPainter& painter, QPointF at, double unit);
void drawFort(QPainter& painter, QPointF at, double unit);
void drawRedoubt(QPainter& painter, QPointF at, double unit);
void drawHeadquarters(QPainter& painter, QPointF at, double unit);
void drawLanding(QPainter& painter, QPointF at, double unit);

// Draws the symbol for a place kind from the map data ("farm", "fort", ...); "label" draws nothing.
void drawPlace(QPainter& painter, const QString& kind, QPointF at, double unit, int seed);

}  // namespace tricorne::app::symbols
